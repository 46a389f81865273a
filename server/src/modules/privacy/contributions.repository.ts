// The counters that account deletion (privacy.repository.ts) takes back, and the statements doing it.

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { appointments, commentLikes, comments, favourites, follows, likes, lives, medicalColumns, meetingApplications, meetings } from '../../db/schema';
import { TargetType } from '../../db/target-types';
import { FAVOURITE_TARGETS, LIKE_TARGETS, type CounterTarget } from '../reactions';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * A counter that one row of the person moved by exactly one: the rows are unique per (user, target), so
 * taking one off each target the person's rows name puts every counter back where it was without them.
 */
interface Contribution {
  /** The person's rows (filtered by user and, where the table is shared between kinds, by target type). */
  rows: PgTable;
  userId: PgColumn;
  targetId: PgColumn;
  where?: ReturnType<typeof eq>;
  counter: CounterTarget;
  /** The counter's property name on its table (drizzle's update takes property names). */
  key: string;
}

function reactionContributions(kind: 'like' | 'favourite'): Contribution[] {
  const table = kind === 'like' ? likes : favourites;
  const targets = kind === 'like' ? LIKE_TARGETS : FAVOURITE_TARGETS;
  return Object.entries(targets).flatMap(([code, counter]) =>
    counter
      ? [
          {
            rows: table,
            userId: table.userId,
            targetId: table.targetId,
            where: eq(table.targetType, Number(code)),
            counter,
            key: kind === 'like' ? 'likeCount' : 'favoriteCount',
          },
        ]
      : [],
  );
}

/**
 * Every counter a person's rows moved when they were written: likes and favourites (content counters),
 * comment likes, live bookings, meeting sign-ups and medical-column follows. Counters of events (views,
 * downloads, shares, clicks) count what happened and stay.
 */
export const CONTRIBUTIONS: readonly Contribution[] = [
  ...reactionContributions('like'),
  ...reactionContributions('favourite'),
  {
    rows: commentLikes,
    userId: commentLikes.userId,
    targetId: commentLikes.commentId,
    counter: { table: comments, id: comments.id, count: comments.likeCount },
    key: 'likeCount',
  },
  {
    rows: appointments,
    userId: appointments.userId,
    targetId: appointments.liveId,
    counter: { table: lives, id: lives.id, count: lives.appointmentCount },
    key: 'appointmentCount',
  },
  {
    rows: meetingApplications,
    userId: meetingApplications.userId,
    targetId: meetingApplications.meetingId,
    counter: { table: meetings, id: meetings.id, count: meetings.applyCount },
    key: 'applyCount',
  },
  {
    rows: follows,
    userId: follows.userId,
    targetId: follows.targetId,
    where: eq(follows.targetType, TargetType.medicalColumn),
    counter: { table: medicalColumns, id: medicalColumns.id, count: medicalColumns.subscribeCount },
    key: 'subscribeCount',
  },
];

/** Takes the person's one off every counter they moved; runs before their rows are deleted, in the same transaction. */
export async function undoContributions(tx: Tx, userId: number): Promise<void> {
  for (const c of CONTRIBUTIONS) {
    const mine = tx
      .select({ id: c.targetId })
      .from(c.rows)
      .where(and(eq(c.userId, userId), c.where));
    await tx
      .update(c.counter.table)
      // The key is the counter's own property on its table; drizzle cannot type a dynamic key.
      .set({ [c.key]: sql`greatest(${c.counter.count} - 1, 0)` } as never)
      .where(inArray(c.counter.id, mine));
  }
}
