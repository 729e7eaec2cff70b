import { useEffect, useState } from 'react';
import { onceUntilFailure } from '@sheet/load-once';
import { phoneTypingRules } from '@sheet/services';
import { withCaretHandling, type FormattedTyping } from '@sheet/ui-kit';
import { storefrontIso2 } from './storefront-country';

// Per country, loaded once; a failed load is forgotten, so the next phone field asks again.
const typingRules = onceUntilFailure((iso2: string) =>
  phoneTypingRules(iso2).then(withCaretHandling),
);

/**
 * The storefront's phone typing rules for a field that takes only a phone number (spec §7),
 * once the phone-number library and the caret handling have loaded; until then, or if they cannot
 * load, the field takes the number as typed (Continue reads either form).
 */
export function usePhoneTyping(storefront: string, wanted: boolean): FormattedTyping | undefined {
  const iso2 = storefrontIso2(storefront);
  const [loaded, setLoaded] = useState<{ iso2: string; rules: FormattedTyping }>();
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    typingRules.get(iso2).then(
      (rules) => mounted && setLoaded({ iso2, rules }),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [iso2, wanted]);
  return wanted && loaded?.iso2 === iso2 ? loaded.rules : undefined;
}
