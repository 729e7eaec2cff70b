import { useTranslation } from 'react-i18next';
import { SHEET_RUNTIME_NAMESPACE } from '../strings';
import { useConnectivity } from './connectivity';

/**
 * Above every screen: "You're offline" once an action failed for want of network (everything typed
 * stays), then "back online" as soon as the network returns, so the person knows they can try again.
 * The live region is always there, so assistive technology announces each change (a plain
 * region: no `status` role, which the sheet keeps for its loading indicators).
 */
export function OfflineNotice() {
  const { t } = useTranslation(SHEET_RUNTIME_NAMESPACE);
  const notice = useConnectivity((state) => state.notice);
  return (
    <div className="sk-connectivity" aria-live="polite">
      {notice ? (
        <p className={`sk-connectivity__${notice}`}>
          {t(notice === 'offline' ? 'offlineNotice' : 'backOnlineNotice')}
        </p>
      ) : null}
    </div>
  );
}
