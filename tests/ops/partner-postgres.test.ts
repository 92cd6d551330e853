// Issue #35's partner script on PostgreSQL (two apis, two gateways): tests/support/partner-script.ts.
import { describePartnerScript } from '../support/partner-script.js';

describePartnerScript('postgres');
