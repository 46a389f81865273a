// How long the skeleton shows at least, by screen (a layout's skeletonMs overrides).
export const SKELETON_MS = { home: 300, clinic: 100, shortVideo: 1000, default: 500 } as const;

export function defaultSkeletonMs(routeName: string): number {
  if (routeName === 'home-new' || routeName === 'home') return SKELETON_MS.home;
  if (routeName.startsWith('clinic-')) return SKELETON_MS.clinic;
  if (routeName.startsWith('short-video')) return SKELETON_MS.shortVideo;
  return SKELETON_MS.default;
}
