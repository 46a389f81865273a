import { pickableRoutes, type ItemParam, type RouteParam } from '../../../contract/routes/link-target';

export interface RouteChoice {
  name: string;
  /** The page's Chinese title; screens sharing a title are numbered (学术会（2）). */
  label: string;
  title: string;
  params: RouteParam[];
  item?: ItemParam;
}

/** Every page of the app as operators pick it: by its Chinese title, never its English route name. */
export function routeChoices(): RouteChoice[] {
  const routes = pickableRoutes();
  const seen = new Map<string, number>();
  return routes.map((route) => {
    const count = (seen.get(route.title) ?? 0) + 1;
    seen.set(route.title, count);
    const shared = routes.filter((other) => other.title === route.title).length > 1;
    return { ...route, label: shared && count > 1 ? `${route.title}（${count}）` : route.title };
  });
}

export function routeChoice(name: string): RouteChoice | undefined {
  return routeChoices().find((choice) => choice.name === name);
}
