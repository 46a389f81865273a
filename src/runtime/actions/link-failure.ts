/**
 * A tap that goes nowhere: the page does not exist, a page parameter is missing or mistyped, or the app
 * refuses the address. The renderer reports it as a failure of the node that fired it (故障报告), unlike
 * an action that failed for reasons of the moment (offline, a refused request).
 */
export class LinkFailure extends Error {
  override name = 'LinkFailure';
}
