import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { createPayloadCache } from '../../plugins/payload-cache';
import { anonymousFacts, isWechatAgent, ruleMatches, type ViewerFacts } from './audience-rules';
import { findViewerProfile, listAudienceRows, type AudienceRow, type ViewerProfileRow } from './audiences.repository';

/** Cache-bus channel: an audience was created, changed or deleted in some API process. */
export const AUDIENCES_CHANNEL = 'audiences';
/** Other processes' audience edits apply within this time; this process's at once. */
const DEFINITIONS_TTL_MS = 5_000;
/** A profile change reaches the viewer's audiences within this time (the cost: one lookup per viewer per period). */
export const VIEWER_FACTS_TTL_MS = 10_000;
/** Bound on the viewers whose facts are kept per process; the oldest entry goes first. */
const VIEWER_FACTS_MAX = 20_000;

export interface AudienceEvaluator {
  /**
   * The audience signature of the request's viewer for an answer that uses `keys`: the sorted keys among
   * them the viewer belongs to. Anonymous viewers cost no database read; a signed-in one at most one
   * profile lookup per VIEWER_FACTS_TTL_MS. A key of no (longer existing) audience never matches.
   */
  signature(request: FastifyRequest, keys: readonly string[]): Promise<string[]>;
  /** Drops this process's audience definitions and every process's (call after an operator's change). */
  changed(): void;
  /** The stored audiences (cached), for the console's preview and checks. */
  definitions(): Promise<AudienceRow[]>;
  /** Tests: how many profile lookups this process made. */
  readonly profileLoads: number;
}

const split = (list: string) =>
  list
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
const present = (...values: Array<string | number | null | undefined>) => values.filter((v) => v !== null && v !== undefined && v !== '').map(String);

/** A signed-in viewer's facts from their profile; signed_in, certified and wechat are the request's own. */
export function profileFacts(profile: ViewerProfileRow | undefined, wechat: boolean, certified: boolean): ViewerFacts {
  if (!profile) return { ...anonymousFacts(wechat), signedIn: true, certified };
  return {
    signedIn: true,
    wechat,
    certified,
    identity: present(profile.identityId, profile.identityId === 4 ? profile.otherIdentityType : undefined),
    province: present(profile.provinceId, profile.provinceName),
    city: present(profile.cityId, profile.cityName),
    hospitalGrade: present(profile.hospitalLevelName),
    department: present(profile.officeId, profile.officeName),
    major: present(profile.majorId, profile.majorName),
    position: present(profile.positionId, profile.positionName),
    interest: [...split(profile.tags), ...split(profile.interested)],
  };
}

export function createAudienceEvaluator(db: Db, publishChange: () => void, now: () => number = Date.now) {
  const definitions = createPayloadCache<Map<string, AudienceRow>>({
    name: 'audiences',
    ttlMs: DEFINITIONS_TTL_MS,
    load: async () => new Map((await listAudienceRows(db)).map((row) => [row.key, row])),
  });
  // The facts of a profile, computed once per lookup; the request's own facts (wechat, certified) are set per request.
  const profiles = new Map<number, { facts: ViewerFacts; expiresAt: number }>();
  const pending = new Map<number, Promise<ViewerFacts>>();
  let profileLoads = 0;

  async function profileOf(userId: number): Promise<ViewerFacts> {
    const cached = profiles.get(userId);
    if (cached && cached.expiresAt > now()) return cached.facts;
    const inFlight = pending.get(userId);
    if (inFlight) return inFlight;
    profileLoads += 1;
    const load = findViewerProfile(db, userId)
      .then((profile) => {
        const facts = profileFacts(profile, false, false);
        profiles.delete(userId);
        if (profiles.size >= VIEWER_FACTS_MAX) profiles.delete(profiles.keys().next().value as number);
        profiles.set(userId, { facts, expiresAt: now() + VIEWER_FACTS_TTL_MS });
        return facts;
      })
      .finally(() => pending.delete(userId));
    pending.set(userId, load);
    return load;
  }

  const evaluator: AudienceEvaluator = {
    async signature(request, keys) {
      if (keys.length === 0) return [];
      const byKey = definitions.peek('all') ?? (await definitions.get('all'));
      const rules = keys.map((key) => byKey.get(key)).filter((row) => row !== undefined);
      if (rules.length === 0) return [];
      const wechat = isWechatAgent(request.headers['user-agent']);
      const viewer = request.viewer;
      const facts: ViewerFacts = viewer ? { ...(await profileOf(viewer.id)), wechat, certified: viewer.isComplete } : anonymousFacts(wechat);
      return rules.filter((row) => ruleMatches(row.rule, facts)).map((row) => row.key);
    },
    changed() {
      definitions.invalidate();
      publishChange();
    },
    async definitions() {
      return [...(await definitions.get('all')).values()];
    },
    get profileLoads() {
      return profileLoads;
    },
  };
  return { evaluator, dropDefinitions: () => definitions.invalidate() };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who sees targeted layout sections and home items (audiences.service.ts). */
    audiences: AudienceEvaluator;
  }
}

/** Decorates `app.audiences`; audience edits in any process drop every process's definitions (cache bus). */
export function registerAudiences(app: FastifyInstance): void {
  const { evaluator, dropDefinitions } = createAudienceEvaluator(app.db, () => void app.cacheBus.publish(AUDIENCES_CHANNEL));
  app.cacheBus.subscribe(AUDIENCES_CHANNEL, () => dropDefinitions());
  app.decorate('audiences', evaluator);
}
