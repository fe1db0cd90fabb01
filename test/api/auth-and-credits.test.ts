import { describeAuthAndCreditsCases } from '../helpers/auth-and-credits-cases.js';
import { KEYED_ENDPOINTS } from '../helpers/endpoints.js';

for (const endpoint of KEYED_ENDPOINTS) describeAuthAndCreditsCases(endpoint);
