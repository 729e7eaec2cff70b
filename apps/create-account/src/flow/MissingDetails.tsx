import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { failureMessage } from '@sheet/flow-kit';
import { useMessageText } from '@sheet/i18n';
import { missingFromStateError } from '@sheet/services';
import { StopPanel } from '@sheet/ui-kit';
import { NAMESPACE } from '../namespace';
import { FLOW_PATHS } from './paths';

/**
 * A step of the flow opened without the details it follows from (a deep link, a reload): spec
 * §8's MISSING_FROM_STATE, said in words, with the way back to the flow's first screen.
 */
export function MissingDetails({ title }: { title: string }) {
  const { t } = useTranslation(NAMESPACE);
  const text = useMessageText();
  const navigate = useNavigate();
  const { search } = useLocation();
  const message = text(failureMessage(missingFromStateError(['details'])));
  const startAgain = () =>
    void navigate({ pathname: FLOW_PATHS.personal, search }, { replace: true });
  return (
    <StopPanel
      title={title}
      message={message}
      action={{ label: t('startAgain'), onAction: startAgain }}
    />
  );
}
