// Which layouts and home content link to a content item (shown before it is taken down).
export { opsInboundLinkRoutes } from './inbound-links.routes';
