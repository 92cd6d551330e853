// Issue #35's partner script on PGlite (one api, two gateways): tests/support/partner-script.ts.
import { describePartnerScript } from '../support/partner-script.js';

describePartnerScript('pglite');
