import * as basePath from './base-path';
import * as brazilTaxIds from './brazil-tax-ids';
import * as countries from './countries';
import * as countryCodes from './country-codes';
import * as enumGuards from './enum-guards';
import * as enums from './enums';
import * as europeCopyright from './europe-copyright';
import * as firstCalls from './first-calls';
import * as reference from './index';
import * as languages from './languages';
import * as launchParams from './launch-params';
import * as pathPattern from './path-pattern';
import * as phoneText from './phone-text';
import * as presentation from './presentation';
import * as payments from './payments';
import * as serviceRequests from './service-requests';
import * as shortHash from './short-hash';

describe('reference index', () => {
  it('re-exports every value of every reference module, and nothing else', () => {
    const moduleExports = [
      basePath,
      brazilTaxIds,
      countries,
      countryCodes,
      enumGuards,
      enums,
      europeCopyright,
      firstCalls,
      languages,
      launchParams,
      pathPattern,
      phoneText,
      payments,
      presentation,
      serviceRequests,
      shortHash,
    ].flatMap((module) => Object.keys(module));
    expect(Object.keys(reference).sort()).toEqual([...new Set(moduleExports)].sort());
  });

  it('re-exports the same objects, not copies', () => {
    expect(reference.COUNTRIES).toBe(countries.COUNTRIES);
    expect(reference.PaymentType).toBe(payments.PaymentType);
  });

  it('has no default export', () => {
    expect(Object.keys(reference)).not.toContain('default');
  });
});
