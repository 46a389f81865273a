import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudyGroupApplication, StudyGroupMembership } from '../../../../contract/generated/schema-types';
import { opsAuditLog, studyGroupMembers, studyGroupSettings, topicStudyGroups, users } from '../../db/schema/index';
import { signIn, type SignedIn } from '../../testing/auth-session';
import { expectEndpointData, expectRefusal } from '../../testing/schema-assert';
import { openTestApp } from '../../testing/test-app';
import { bothTestDatabases } from '../../testing/test-database';
import { withOpsHelpers, type OpsTestApp } from '../ops/ops-test-kit';
import { LEADER_PENDING_LIMIT } from './study-groups.repository';

describe.each(bothTestDatabases())('study groups on %s', (kind) => {
  let t: OpsTestApp;
  let clock = Date.now();
  let doctor: SignedIn;
  let other: SignedIn;
  let leader: SignedIn;
  let editor: { cookie: string };
  /** A seeded group with its module, and a second one (no leader) for the operator path. */
  let group: { id: number; moduleId: number };
  let second: { id: number; moduleId: number };

  beforeAll(async () => {
    t = withOpsHelpers(await openTestApp(kind, { authTestHooks: { now: () => clock } }));
    doctor = await signIn(t.database, '13800000001', clock);
    other = await signIn(t.database, '13800000003', clock);
    leader = await signIn(t.database, '13800000004', clock);
    editor = await t.signInAs('study-group-editor', 'editor');
    const groups = await t.database.db
      .select({ id: topicStudyGroups.id, moduleId: topicStudyGroups.moduleId })
      .from(topicStudyGroups)
      .orderBy(topicStudyGroups.id);
    expect(groups.length).toBeGreaterThanOrEqual(2);
    [group, second] = groups.map((g) => ({ id: g.id, moduleId: g.moduleId ?? 0 }));
    await t.database.db.update(studyGroupSettings).set({ leaderUserId: leader.userId }).where(eq(studyGroupSettings.groupId, group.id));
  });
  afterAll(async () => {
    await t?.close();
  });

  const mine = async (who: SignedIn, moduleId = group.moduleId) => {
    const response = await t.app.inject({ url: `/meeting/api/topic/study-group/mine?meeting_subject_id=${moduleId}`, headers: who.headers });
    expectEndpointData('listMyStudyGroups', response.json());
    return (response.json().data as { list: StudyGroupMembership[] }).list;
  };
  const apply = (who: SignedIn | null, payload: Record<string, unknown>) => {
    clock += 1_000;
    return t.app.inject({ method: 'POST', url: '/meeting/api/topic/study-group/apply', payload, headers: who ? who.headers : {} });
  };
  const leaderList = (who: SignedIn, id: number) => t.app.inject({ url: `/meeting/api/topic/study-group/applications?id=${id}`, headers: who.headers });
  const leaderDecide = (who: SignedIn, id: number, action: string) =>
    t.app.inject({ method: 'POST', url: '/meeting/api/topic/study-group/decide', payload: { id, action }, headers: who.headers });

  it('shows a non-member no members-only content; applying makes it 审核中, and applying again changes nothing', async () => {
    const before = (await mine(doctor)).find((m) => m.group_id === group.id);
    expect(before).toEqual({ group_id: group.id, state: 'none', is_leader: false, member_content: '', pending_applications: [] });
    const applied = await apply(doctor, { id: group.id, note: '希望参加病例讨论' });
    expect(applied.json()).toMatchObject({ code: 0, message: '申请已提交，请等待审核', data: { state: 'pending', member_content: '' } });
    expectEndpointData('applyStudyGroup', applied.json());
    expect((await apply(doctor, { id: group.id })).json().data.state).toBe('pending');
    expect((await mine(doctor)).find((m) => m.group_id === group.id)?.state).toBe('pending');
  });

  it('gives the leader the applications waiting in the group on the page, and no one else', async () => {
    const led = (await mine(leader)).find((m) => m.group_id === group.id);
    expect(led?.pending_applications.map((a) => [a.user_id, a.note, a.state])).toEqual([[doctor.userId, '希望参加病例讨论', 'pending']]);
    expect(JSON.stringify(led)).not.toContain('13800000001');
    // A second applicant comes after the first (oldest first: the one waiting longest is decided first).
    await apply(other, { id: group.id });
    const queue = (await mine(leader)).find((m) => m.group_id === group.id)?.pending_applications ?? [];
    expect(queue.map((a) => a.user_id)).toEqual([doctor.userId, other.userId]);
    // The applicants themselves, and the leader's other groups' pages, list nobody.
    expect((await mine(doctor)).every((m) => m.pending_applications.length === 0)).toBe(true);
    expect((await mine(other)).every((m) => m.pending_applications.length === 0)).toBe(true);
    expect((await mine(leader)).filter((m) => m.group_id !== group.id).every((m) => m.pending_applications.length === 0)).toBe(true);
    const declined = await leaderDecide(leader, queue[1].id, 'decline');
    expect(declined.json()).toMatchObject({ code: 0, message: '已拒绝' });
    expect((await mine(leader)).find((m) => m.group_id === group.id)?.pending_applications.map((a) => a.user_id)).toEqual([doctor.userId]);
  });

  it('lets the leader see and approve it, and the member then reads the content', async () => {
    const listed = await leaderList(leader, group.id);
    expectEndpointData('listStudyGroupApplications', listed.json());
    const application = (listed.json().data.list as StudyGroupApplication[]).find((a) => a.user_id === doctor.userId);
    expect(application).toMatchObject({ state: 'pending', note: '希望参加病例讨论' });
    expect(JSON.stringify(listed.json())).not.toContain('13800000001');
    const decided = await leaderDecide(leader, application!.id, 'approve');
    expect(decided.json()).toMatchObject({ code: 0, message: '已通过', data: { state: 'approved' } });
    const member = (await mine(doctor)).find((m) => m.group_id === group.id);
    expect(member?.state).toBe('approved');
    expect(member?.member_content).toContain('组内学习安排');
    expect((await leaderDecide(leader, application!.id, 'decline')).statusCode).toBe(409);
    // The leader reads the content without applying.
    expect((await mine(leader)).find((m) => m.group_id === group.id)).toMatchObject({ is_leader: true, state: 'none' });
    expect((await mine(leader)).find((m) => m.group_id === group.id)?.member_content).toContain('组内学习安排');
  });

  it('refuses the leader API to anyone but the leader, and an applicant deciding their own application', async () => {
    const applied = await apply(other, { id: group.id });
    expect(applied.json().data.state).toBe('pending');
    expectRefusal(await leaderList(other, group.id), 403, '仅组长可以审核');
    const pending = (await leaderList(leader, group.id)).json().data.list as StudyGroupApplication[];
    const mineToDecide = pending.find((a) => a.user_id === other.userId)!;
    expectRefusal(await leaderDecide(other, mineToDecide.id, 'approve'), 403);
    // A leader who applied before being named leader does not let themself in either.
    await t.database.db.update(studyGroupSettings).set({ leaderUserId: other.userId }).where(eq(studyGroupSettings.groupId, group.id));
    try {
      expectRefusal(await leaderDecide(other, mineToDecide.id, 'approve'), 403, '不能审核自己的申请');
    } finally {
      await t.database.db.update(studyGroupSettings).set({ leaderUserId: leader.userId }).where(eq(studyGroupSettings.groupId, group.id));
    }
    expect((await mine(other)).find((m) => m.group_id === group.id)?.state).toBe('pending');
  });

  it('lets an operator decline and approve in the console, each in the audit log; a declined doctor may apply again', async () => {
    await apply(other, { id: second.id, note: '' });
    const listed = await t.ops('GET', `/study-groups/applications?state=pending&group_id=${second.id}`, editor);
    expect(listed.statusCode).toBe(200);
    const row = (listed.json().data.list as Array<{ id: number; user_id: number; mobile: string; group_title: string }>).find(
      (a) => a.user_id === other.userId,
    )!;
    expect(row.mobile).toBe('138****0003');
    expect(row.group_title).toContain('学组');
    const declined = await t.ops('POST', '/study-groups/applications/decide', editor, { id: row.id, action: 'decline' });
    expect(declined.json().data.state).toBe('declined');
    expect((await mine(other, second.moduleId)).find((m) => m.group_id === second.id)?.state).toBe('declined');
    expect((await apply(other, { id: second.id })).json().data.state).toBe('pending');
    const approved = await t.ops('POST', '/study-groups/applications/decide', editor, { id: row.id, action: 'approve' });
    expect(approved.json().data).toMatchObject({ state: 'approved', decided_by: expect.stringMatching(/^operator:\d+$/) });
    expect((await t.ops('POST', '/study-groups/applications/decide', editor, { id: row.id, action: 'approve' })).statusCode).toBe(409);
    const audit = await t.database.db
      .select()
      .from(opsAuditLog)
      .where(eq(opsAuditLog.target, `study-group-application:${row.id}`));
    expect(audit.map((a) => a.action).sort()).toEqual(['study-group.approve', 'study-group.decline']);
    expect((await mine(other, second.moduleId)).find((m) => m.group_id === second.id)?.member_content).toContain('组内学习安排');
  });

  it('refuses signed-out callers, bad input, unknown groups and console calls without an operator', async () => {
    expectRefusal(await apply(null, { id: group.id }), 401);
    expectRefusal(await apply(doctor, { id: 'abc' }), 400);
    expectRefusal(await apply(doctor, { id: group.id, note: '长'.repeat(201) }), 400);
    expectRefusal(await apply(doctor, { id: 999_999 }), 404, '学组不存在');
    expectRefusal(await t.app.inject({ url: '/meeting/api/topic/study-group/mine?meeting_subject_id=0', headers: doctor.headers }), 400);
    expectRefusal(await leaderDecide(leader, 999_999, 'approve'), 404);
    expectRefusal(await leaderDecide(leader, 1, 'maybe'), 400);
    expect((await t.ops('GET', '/study-groups/applications', null)).statusCode).toBe(401);
    expect((await t.ops('POST', '/study-groups/applications/decide', null, { id: 1, action: 'approve' })).statusCode).toBe(401);
    expect((await t.ops('POST', '/study-groups/applications/decide', editor, { id: 1, action: 'maybe' })).statusCode).toBe(400);
  });

  it('limits how often one doctor applies', async () => {
    const busy = await signIn(t.database, '13800000005', clock);
    const answers: number[] = [];
    for (let n = 0; n < 6; n++)
      answers.push(
        (await t.app.inject({ method: 'POST', url: '/meeting/api/topic/study-group/apply', payload: { id: second.id }, headers: busy.headers })).statusCode,
      );
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]).toBe(429);
  });

  it('lets an operator name a leader by phone number and write the members-only content, sanitised and audited', async () => {
    const listed = await t.ops('GET', '/study-groups', editor);
    const before = (listed.json().data.list as Array<{ id: number; members: number }>).find((g) => g.id === second.id);
    expect(before?.members).toBeGreaterThanOrEqual(1);
    const saved = await t.ops('POST', '/study-groups/settings', editor, {
      group_id: second.id,
      leader_mobile: '13800000004',
      member_content: '<h3>新学期安排</h3><script>alert(1)</script><p onclick="x()">每周三读书会</p>',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ id: second.id, leader_mobile: '138****0004' });
    expect(saved.json().data.member_content).toContain('新学期安排');
    expect(saved.json().data.member_content).not.toMatch(/script|onclick/);
    expect((await mine(leader, second.moduleId)).find((m) => m.group_id === second.id)).toMatchObject({ is_leader: true });
    const audit = await t.database.db
      .select()
      .from(opsAuditLog)
      .where(eq(opsAuditLog.target, `study-group:${second.id}`));
    expect(audit.map((a) => a.action)).toEqual(['study-group.settings']);
    const unknown = await t.ops('POST', '/study-groups/settings', editor, { group_id: second.id, leader_mobile: '13999999998', member_content: '' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('该手机号还没有注册，请让组长先登录一次');
    expect((await t.ops('POST', '/study-groups/settings', editor, { group_id: second.id, leader_mobile: '123', member_content: '' })).statusCode).toBe(400);
    expect((await t.ops('POST', '/study-groups/settings', null, { group_id: second.id, leader_mobile: '', member_content: '' })).statusCode).toBe(401);
  });
  it('gives a leader at most 50 waiting applications per group, and a crowded group leaves the other its own', async () => {
    const db = t.database.db;
    // The leader leads both groups, on one page. The first has more than twice what is shown, all older than the
    // second's one: a limit over both groups together would leave the second's out.
    await db.update(topicStudyGroups).set({ moduleId: group.moduleId }).where(eq(topicStudyGroups.id, second.id));
    await db.update(studyGroupSettings).set({ leaderUserId: leader.userId }).where(eq(studyGroupSettings.groupId, second.id));
    const applicants = await db
      .insert(users)
      .values(Array.from({ length: 2 * LEADER_PENDING_LIMIT + 2 }, (_, i) => ({ mobile: `1390000${String(i).padStart(4, '0')}` })))
      .returning({ id: users.id });
    const crowd = applicants.slice(0, 2 * LEADER_PENDING_LIMIT + 1).map((u) => u.id);
    const lone = applicants[2 * LEADER_PENDING_LIMIT + 1].id;
    await db.delete(studyGroupMembers).where(inArray(studyGroupMembers.groupId, [group.id, second.id]));
    const at = (i: number) => new Date(Date.UTC(2026, 10, 1) + i * 60_000);
    await db
      .insert(studyGroupMembers)
      .values([
        ...crowd.map((userId, i) => ({ groupId: group.id, userId, state: 'pending' as const, createdAt: at(i) })),
        { groupId: second.id, userId: lone, state: 'pending' as const, createdAt: at(999) },
      ]);
    try {
      const page = await mine(leader);
      const crowded = page.find((m) => m.group_id === group.id)?.pending_applications.map((a) => a.user_id);
      expect(crowded).toEqual(crowd.slice(0, LEADER_PENDING_LIMIT));
      expect(page.find((m) => m.group_id === second.id)?.pending_applications.map((a) => a.user_id)).toEqual([lone]);
    } finally {
      await db.delete(studyGroupMembers).where(and(inArray(studyGroupMembers.groupId, [group.id, second.id]), eq(studyGroupMembers.state, 'pending')));
      await db.update(topicStudyGroups).set({ moduleId: second.moduleId }).where(eq(topicStudyGroups.id, second.id));
      await db.delete(users).where(
        inArray(
          users.id,
          applicants.map((u) => u.id),
        ),
      );
    }
  });
});
