// Vitest setup of the server and contract projects, run before each test file: a cheaper scrypt
// for the hashes the tests make (`password.test.ts` checks the production cost itself).
import { setPasswordCostForTests } from './password';
import { TEST_PASSWORD_COST } from './testPasswordCost';

setPasswordCostForTests(TEST_PASSWORD_COST);
