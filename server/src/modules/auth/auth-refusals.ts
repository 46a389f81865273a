import type { CatalogueRouteOptions } from '../../plugins/catalogue';
import { refuseWith, type AppError } from '../../plugins/envelope';
/** Every expected refusal of the login flows: HTTP 200, code -1, a message the client shows as is. */
export const REFUSAL_CODE = -1;
export const refuse = (message: string): AppError => refuseWith(REFUSAL_CODE, message);

/**
 * catalogueRoute options of the login flows. The client starts its resend countdown on anything but
 * code -1 and turns non-2xx answers into a generic 未知错误！, so bad input is answered like any other
 * refusal (HTTP 200, code -1, the field named) before the handler runs: nothing is sent or stored. Auth
 * failures thrown by requireViewer still become HTTP 401.
 */
export const LOGIN_FORM: CatalogueRouteOptions = { invalidArgsRefusalCode: REFUSAL_CODE };
