import { AlertBox } from './AlertBox';
import { PageHeader } from './PageHeader';
import { StickyCallToAction, type StickyCallToActionProps } from './StickyCallToAction';

type StopPanelProps = {
  title: string;
  /** what happened and what the person can do, in their words */
  message: string;
  /** the way on: Close, or back to the flow's first screen */
  action: { label: string; onAction: () => void };
  secondary?: StickyCallToActionProps['secondary'];
  busy?: boolean;
  /** false where the panel is not the page (a gallery card): no `main` landmark of its own */
  landmark?: boolean;
};

/** A screen where the flow cannot go on: what happened, and the one way on (plus maybe another). */
export function StopPanel({
  title,
  message,
  action,
  secondary,
  busy,
  landmark = true,
}: StopPanelProps) {
  const Page = landmark ? 'main' : 'div';
  return (
    <Page className="sk-page">
      <PageHeader title={title} />
      <AlertBox messages={[message]} />
      <StickyCallToAction
        label={action.label}
        onAction={action.onAction}
        secondary={secondary}
        busy={busy}
      />
    </Page>
  );
}
