// Sections of what frames a screen: header, alerts, error panel, spinner, call to action.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertBox,
  ErrorPanel,
  PageHeader,
  Spinner,
  StickyCallToAction,
  StopPanel,
  UI_KIT_NAMESPACE,
} from '@sheet/ui-kit';
import { ElementSection, StateCard, useSamples, type State } from '../demo';

export function PageHeaderSection() {
  const { samples } = useSamples();
  return (
    <ElementSection name="PageHeader">
      <StateCard title={samples.variants.subtitle}>
        <PageHeader title={samples.pageTitle} subtitle={samples.pageSubtitle} />
      </StateCard>
      <StateCard title={samples.variants.titleOnly}>
        <PageHeader title={samples.pageTitle} />
      </StateCard>
    </ElementSection>
  );
}

export function AlertBoxSection() {
  const { samples } = useSamples();
  return (
    <ElementSection name="AlertBox">
      <StateCard title={samples.variants.oneMessage}>
        <AlertBox messages={[samples.alertOne, samples.alertOne]} />
      </StateCard>
      <StateCard title={samples.variants.manyMessages}>
        <AlertBox title={samples.alertTitle} messages={[samples.alertOne, samples.alertTwo]} />
      </StateCard>
      <StateCard title={samples.variants.noMessage}>
        <AlertBox messages={[]} />
      </StateCard>
    </ElementSection>
  );
}

export function ErrorPanelSection() {
  const { samples } = useSamples();
  const [pressed, setPressed] = useState(0);
  return (
    <ElementSection name="ErrorPanel">
      <StateCard title={samples.variants.retry}>
        {/* The panel takes the focus when it mounts (as on a failed screen). */}
        <ErrorPanel
          title={samples.errorTitle}
          message={samples.errorMessage}
          actionLabel={samples.tryAgain}
          onAction={() => setPressed((count) => count + 1)}
        />
        <p className="gallery-note" aria-live="polite">
          {pressed ? `× ${pressed}` : ''}
        </p>
      </StateCard>
    </ElementSection>
  );
}

export function SpinnerSection() {
  const { samples } = useSamples();
  const { t } = useTranslation(UI_KIT_NAMESPACE);
  return (
    <ElementSection name="Spinner">
      <StateCard title={samples.variants.withLabel}>
        <div className="gallery-spinner">
          <Spinner label={t('loading')} />
        </div>
      </StateCard>
    </ElementSection>
  );
}

export function StickyCallToActionSection() {
  const { samples } = useSamples();
  const [pressed, setPressed] = useState(0);
  const onAction = () => setPressed((count) => count + 1);
  const card = (title: string, state: State | undefined, props: object) => (
    <StateCard title={title} state={state}>
      <div className="gallery-sticky-frame">
        <StickyCallToAction label={samples.continue} onAction={onAction} {...props} />
      </div>
    </StateCard>
  );
  return (
    <ElementSection name="StickyCallToAction">
      {card(samples.states.filled, 'filled', {})}
      {card(samples.states.disabled, 'disabled', { disabled: true })}
      {card(samples.states.busy, 'busy', { busy: true, busyLabel: samples.creating })}
      {card(samples.variants.secondary, undefined, {
        secondary: { label: samples.cancel, onAction },
      })}
      <p className="gallery-note" aria-live="polite">
        {pressed ? `× ${pressed}` : ''}
      </p>
    </ElementSection>
  );
}

export function StopPanelSection() {
  const { samples } = useSamples();
  const [pressed, setPressed] = useState(0);
  const action = { label: samples.tryAgain, onAction: () => setPressed((count) => count + 1) };
  return (
    <ElementSection name="StopPanel">
      <StateCard title={samples.variants.oneMessage}>
        <div className="gallery-sticky-frame">
          <StopPanel
            landmark={false}
            title={samples.errorTitle}
            message={samples.errorMessage}
            action={action}
          />
        </div>
      </StateCard>
      <p className="gallery-note" aria-live="polite">
        {pressed ? `× ${pressed}` : ''}
      </p>
    </ElementSection>
  );
}
