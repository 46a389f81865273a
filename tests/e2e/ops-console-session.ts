import type { BrowserContext } from 'playwright-core';
import { OPS_COOKIE, OPS_COOKIE_PATH } from '../../server/src/modules/ops-operators/ops-auth';
import { E2E_OPERATORS } from './ops-operators';
import { e2eServer } from './e2e-server';

type OperatorName = (typeof E2E_OPERATORS)[keyof typeof E2E_OPERATORS]['name'];

/**
 * Gives a browser context the console session global-setup opened for this operator, as the sign-in form
 * would have (the form has its own tests in ops-console.test.ts; see createE2eOperators for why the other
 * console tests don't go through it).
 */
export async function useConsoleSession(context: BrowserContext, baseUrl: string, name: OperatorName): Promise<void> {
  const entry = (Object.keys(E2E_OPERATORS) as (keyof typeof E2E_OPERATORS)[]).find((key) => E2E_OPERATORS[key].name === name);
  if (!entry) throw new Error(`no e2e operator ${name}`);
  const token = e2eServer.operatorTokens[entry];
  await context.addCookies([{ name: OPS_COOKIE, value: token, domain: new URL(baseUrl).hostname, path: OPS_COOKIE_PATH, httpOnly: true, sameSite: 'Strict' }]);
}
