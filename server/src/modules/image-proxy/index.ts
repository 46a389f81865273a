// The image-proxy module's public entry: other modules import only what is exported here (docs/architecture-rules.md).
export { fetchImageBytes, ImageProxyError, imageProxyPolicy, type ImageProxyPolicy } from './fetch-image';
export { imageProxyRoutes, type ImageProxyTestHooks } from './image-proxy.routes';
