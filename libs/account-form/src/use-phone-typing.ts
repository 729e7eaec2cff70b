import { useEffect, useState } from 'react';
import { phoneTypingRules } from '@sheet/services';
import type { TypingRules } from '@sheet/ui-kit';
import { storefrontIso2 } from './storefront-country';

const rulesByCountry = new Map<string, Promise<TypingRules>>();

function rulesFor(iso2: string): Promise<TypingRules> {
  let rules = rulesByCountry.get(iso2);
  if (!rules) {
    rules = phoneTypingRules(iso2);
    // A failed load is forgotten: the next phone field asks the network again.
    rules.catch(() => rulesByCountry.delete(iso2));
    rulesByCountry.set(iso2, rules);
  }
  return rules;
}

/**
 * The storefront's phone typing rules for a field that takes only a phone number (spec §7),
 * once the phone-number library has loaded with the phone step; until then, or if it cannot
 * load, the field takes the number as typed (Continue reads either form).
 */
export function usePhoneTyping(storefront: string, wanted: boolean): TypingRules | undefined {
  const iso2 = storefrontIso2(storefront);
  const [loaded, setLoaded] = useState<{ iso2: string; rules: TypingRules }>();
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    rulesFor(iso2).then(
      (rules) => mounted && setLoaded({ iso2, rules }),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [iso2, wanted]);
  return wanted && loaded?.iso2 === iso2 ? loaded.rules : undefined;
}
