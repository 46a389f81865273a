import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, type BrowserContext, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guidePdf } from '../../server/src/seed/guide-pdfs';
import { openDatabase } from '../../server/src/db/database';
import { OPS_COOKIE, OPS_COOKIE_PATH } from '../../server/src/modules/ops-operators/ops-auth';
import { signIn } from '../../server/src/testing/auth-session';
import { ConsoleOperator } from './catalogue-walk-console';
import { startEmptyProduction, type EmptyProduction } from './empty-production';
import { launchBrowser, openPhone, type PhoneSession } from './phone-browser';
import { applySession } from './sign-in';

// A new team on an empty production database (PostgreSQL, Redis, two API processes) makes its catalogue
// in the console as operators would, in Chromium: the media, a medical column, two lecturers, two articles
// (one pasted from a WeChat article and from Word, with its pictures), a series course of three lessons, a
// live with booking, a meeting with sign-up, a guideline download and a topic with two experts — one
// article goes live on a schedule. A doctor then signs in on a phone, completes a profile, finds each in
// its list and by a two-character search, opens it, shares a poster, books the live and signs up for the
// meeting; taken down, the course is gone from the list, the search and its page.
//
// The doctor's session is made in the database: production refuses the SMS inbox (DEV_TOOLS), and the
// code itself would come from the SMS gateway, which is outside the product (login has its own tests).

const pgUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const DOCTOR_MOBILE = '13900000417';

const TITLES = {
  column: '围术期管理',
  pasted: '围术期血糖管理要点',
  scheduled: '房颤抗凝治疗新进展',
  course: '心衰规范化诊疗系列课',
  live: '急性卒中取栓直播',
  meeting: '胸痛中心建设研讨会',
  download: '中国高血压防治指南',
  topic: '慢阻肺全程管理专题',
} as const;
/** A two-character term of each title that search must find it by. */
const TERMS: Record<keyof typeof TITLES, string> = {
  column: '围术',
  pasted: '血糖',
  scheduled: '房颤',
  course: '心衰',
  live: '卒中',
  meeting: '胸痛',
  download: '血压',
  topic: '慢阻',
};

const WECHAT_BODY = [
  '<h2 style="font-size:18px">一、术前评估</h2>',
  '<p><span style="color:#333">糖化血红蛋白 &gt; 8.5% 时</span><strong>建议推迟择期手术</strong>。</p>',
  '<ul><li>术前三天停用二甲双胍</li><li>胰岛素改为基础剂量</li></ul>',
  '<table><tbody><tr><td>血糖目标</td><td>7.8–10.0 mmol/L</td></tr></tbody></table>',
].join('');

async function pngHex(): Promise<string> {
  const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: { r: 22, g: 119, b: 255 } } })
    .png()
    .toBuffer();
  return png.toString('hex');
}

/** What Word puts on the clipboard for a paragraph and a picture: HTML pointing at a local file, and RTF with the picture. */
async function wordClipboard(): Promise<{ html: string; rtf: string }> {
  const hex = await pngHex();
  return {
    html: '<p class="MsoNormal">二、术中血糖监测流程</p><p class="MsoNormal"><img width="320" height="180" src="file:///C:/Users/ops/AppData/Local/Temp/msohtmlclip1/01/clip_image002.png"></p>',
    rtf: `{\\rtf1\\ansi\\pard 二、术中血糖监测流程\\par{\\*\\shppict{\\pict\\picw320\\pich180\\pngblip\\bliptag1{\\*\\blipuid 01}${hex}}}{\\nonshppict{\\pict\\wmetafile8 0100}}}`,
  };
}

async function paste(page: Page, data: Record<string, string>): Promise<void> {
  const editor = page.getByRole('textbox', { name: '正文' });
  await editor.click();
  await editor.evaluate((element, entries) => {
    const transfer = new DataTransfer();
    for (const [type, value] of Object.entries(entries)) transfer.setData(type, value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }));
  }, data);
}

interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

describe.skipIf(!pgUrl || !redisUrl)('a new team makes its catalogue in the console, and doctors find it (needs PostgreSQL and Redis)', () => {
  let servers: EmptyProduction;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let phone: PhoneSession;
  let ops: ConsoleOperator;
  const work = mkdtempSync(join(tmpdir(), 'byh-e2e-walk-'));
  const files = { cover: '', pdf: '', video: '' };

  beforeAll(async () => {
    servers = await startEmptyProduction(pgUrl!, redisUrl!);
    files.cover = join(work, '心衰课程封面.jpg');
    await sharp({ create: { width: 1280, height: 720, channels: 3, background: { r: 236, g: 93, b: 87 } } })
      .jpeg()
      .toFile(files.cover);
    files.pdf = join(work, '中国高血压防治指南.pdf');
    writeFileSync(
      files.pdf,
      guidePdf({
        title: TITLES.download,
        issuer: '中国高血压联盟',
        chapters: ['血压测量', '诊断性评估', '治疗'],
        paragraphs: ['诊室血压 ≥140/90 mmHg 诊断高血压。', '推荐家庭血压监测作为诊室血压的补充。'],
      }),
    );
    files.video = join(work, '心衰第一讲.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc2=size=640x360:rate=10', '-f', 'lavfi', '-i', 'sine=frequency=440'],
      ...['-t', '6', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', files.video],
    ]);
    browser = await launchBrowser();
    context = await browser.newContext({ baseURL: servers.opsUrl, locale: 'zh-CN', viewport: { width: 1440, height: 1000 } });
    await context.addCookies([
      { name: OPS_COOKIE, value: servers.token, domain: new URL(servers.opsUrl).hostname, path: OPS_COOKIE_PATH, httpOnly: true, sameSite: 'Strict' },
    ]);
    page = await context.newPage();
    ops = new ConsoleOperator(page);
    phone = await openPhone(servers.phoneUrl);
  }, 240_000);
  afterAll(async () => {
    await phone?.close();
    await context?.close();
    await browser?.close();
    await servers?.stop();
    rmSync(work, { recursive: true, force: true });
  });

  const paths: Partial<Record<keyof typeof TITLES, string>> = {};
  const ids: Partial<Record<keyof typeof TITLES, number>> = {};

  it('operators upload the media and make every kind of content, one article on a schedule', { timeout: 600_000 }, async () => {
    await page.goto('/ops#/media');
    await page.getByLabel('上传文件').setInputFiles([files.cover, files.pdf, files.video]);
    const queue = page.getByRole('region', { name: '上传队列' });
    for (const name of ['心衰课程封面.jpg', '中国高血压防治指南.pdf', '心衰第一讲.mp4'])
      await queue.locator('li', { hasText: name }).and(page.locator('[data-state=done]')).waitFor({ timeout: 60_000 });
    const videoTile = page.getByRole('button', { name: /心衰第一讲\.mp4/ });
    await expect.poll(() => videoTile.locator('.ops-media__state').textContent(), { timeout: 120_000 }).toBe('可用');

    await ops.newItem('medical-column');
    await ops.fill(/名称/, TITLES.column);
    ({ id: ids.column, path: paths.column } = await ops.saveAndPublish());

    for (const [name, hospital] of [
      ['刘思远', '北京安贞医院'],
      ['陈静怡', '复旦大学附属中山医院'],
    ]) {
      await ops.newItem('person');
      await ops.fill(/姓名/, name);
      await ops.fill(/职称/, '主任医师');
      await ops.fill(/医院/, hospital);
      await ops.fill(/科室/, '心血管内科');
      // People have no screen of their own: they show on the content that names them.
      await ops.save();
      await ops.publish();
    }

    // The pasted article: structure from a WeChat article, a paragraph and its picture from Word.
    await ops.newItem('article');
    await ops.fill(/标题/, TITLES.pasted);
    await ops.fill(/作者/, '内分泌科');
    await ops.pick('医学专栏', '围术', TITLES.column);
    await ops.createCategory('分类', '围术期');
    await paste(page, { 'text/html': WECHAT_BODY, 'text/plain': '一、术前评估' });
    const editor = page.getByRole('textbox', { name: '正文' });
    await editor.locator('td', { hasText: '7.8–10.0 mmol/L' }).waitFor();
    await paste(page, { 'text/html': (await wordClipboard()).html, 'text/rtf': (await wordClipboard()).rtf });
    await editor.locator('img[src^="/media/"]').waitFor();
    await editor.getByText('二、术中血糖监测流程').waitFor();
    ({ id: ids.pasted, path: paths.pasted } = await ops.saveAndPublish());

    // The second article goes live by itself, a few seconds from now.
    await ops.newItem('article');
    await ops.fill(/标题/, TITLES.scheduled);
    await ops.fill(/作者/, '心内科');
    await ops.pick('分类', '围术', '围术期');
    ids.scheduled = await ops.save();
    await ops.fillTime(/定时发布时间/, Date.now() + 30_000, true);
    await page.getByRole('button', { name: '定时发布' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^已定时于 .+ 发布$/ })
      .waitFor();

    await ops.newItem('course');
    await ops.fill(/标题/, TITLES.course);
    await page.getByRole('checkbox', { name: /系列课/ }).check();
    await ops.createCategory('分类', '心血管');
    await ops.pickMedia('封面', '心衰课程封面.jpg');
    await ops.pick('添加讲者', '刘思', '刘思远');
    await page.getByRole('button', { name: '添加章节' }).click();
    await page.getByRole('textbox', { name: '章节名' }).fill('第一章 心衰的诊断');
    for (const [n, title] of ['心衰的定义与分型', '利钠肽的临床应用', '超声心动图评估'].entries()) {
      await page.getByRole('button', { name: '添加课时' }).click();
      await page.getByRole('textbox', { name: '课时标题（必填）' }).nth(n).fill(title);
      await ops.pickMedia(`第 1 章第 ${n + 1} 个课时 视频（必填）`, '心衰第一讲.mp4');
    }
    ({ id: ids.course, path: paths.course } = await ops.saveAndPublish());

    await ops.newItem('live');
    await ops.fill(/标题/, TITLES.live);
    await ops.fillTime(/开始时间/, Date.now() + 2 * 86_400_000);
    await ops.fillTime(/结束时间/, Date.now() + 2 * 86_400_000 + 7_200_000);
    await ops.pick('添加讲者', '陈静', '陈静怡');
    await expect.poll(() => page.getByRole('checkbox', { name: /开放预约/ }).isChecked()).toBe(true);
    ({ id: ids.live, path: paths.live } = await ops.saveAndPublish());

    await ops.newItem('meeting');
    await ops.fill(/标题/, TITLES.meeting);
    await ops.fillTime(/开始时间/, Date.now() + 10 * 86_400_000);
    await ops.fillTime(/结束时间/, Date.now() + 11 * 86_400_000);
    await ops.fill(/地点/, '上海国际会议中心');
    await ops.fill(/主办方/, '中国胸痛中心联盟');
    await page.getByRole('checkbox', { name: /需要报名/ }).check();
    await page.getByRole('checkbox', { name: /开放报名/ }).check();
    ({ id: ids.meeting, path: paths.meeting } = await ops.saveAndPublish());

    await ops.newItem('download');
    await ops.fill(/标题/, TITLES.download);
    await ops.createCategory('分类', '临床指南');
    await ops.pickMedia('文件', '中国高血压防治指南.pdf');
    ({ id: ids.download, path: paths.download } = await ops.saveAndPublish());

    await ops.newItem('topic');
    await ops.fill(/标题/, TITLES.topic);
    await ops.fill(/^简介/, '慢阻肺从筛查、诊断到长期管理的系列内容。');
    for (const [n, name] of ['刘思远', '陈静怡'].entries()) {
      await page.getByRole('button', { name: '添加专家' }).click();
      await ops.pick('讲者库中的人', name.slice(0, 2), name, n);
      await expect.poll(() => page.getByRole('group', { name: new RegExp(`专家 ${n + 1}：${name}`) }).count()).toBe(1);
    }
    ({ id: ids.topic, path: paths.topic } = await ops.saveAndPublish());
  });

  it('a doctor finds each in its list and by a two-character search, opens it, books, signs up and shares', { timeout: 300_000 }, async () => {
    const { page: doctor } = phone;
    const api = async <T>(path: string, init?: RequestInit & { token?: string }): Promise<Envelope<T>> => {
      const headers: Record<string, string> = { ...(init?.token ? { 'x-token': init.token } : {}) };
      const response = await fetch(servers.phoneUrl + path, { ...init, headers: { ...headers, ...(init?.headers as Record<string, string>) } });
      return (await response.json()) as Envelope<T>;
    };
    const searchTitles = async (term: string) =>
      (await api<{ list: Array<{ title: string }> }>(`/course/api/search/results?keyword=${encodeURIComponent(term)}&page_size=50`)).data.list.map(
        (item) => item.title,
      );

    // Signs in and completes a profile: its choices exist on a database with no demo content.
    const database = await openDatabase({ url: servers.databaseUrl });
    const session = await signIn(database, DOCTOR_MOBILE).finally(() => database.close());
    const token = session.access_token;
    const hospitals = await api<{ list: Array<{ id: number; name: string; province_id: number; city_id: number; municipality_id: number }> }>(
      `/user/api/hospital?name=${encodeURIComponent('协和')}`,
    );
    const hospital = hospitals.data.list[0];
    expect(hospital?.name).toBe('北京协和医院');
    type Tree = { list: Array<{ id: number; name: string; children?: Tree['list'] }> };
    const flat = (list: Tree['list']): Tree['list'] => list.flatMap((node) => [node, ...flat(node.children ?? [])]);
    const office = flat((await api<Tree>(`/user/api/office?hospital_id=${hospital.id}`)).data.list).find((node) => node.name === '心血管内科');
    const title = flat((await api<Tree>('/user/api/position/tree')).data.list).find((node) => node.name === '主治医师');
    const need = flat((await api<Tree>('/user/api/tags?type=need')).data.list).find((node) => node.name === '学术会议');
    expect(office && title && need).toBeTruthy();
    const profile = await api('/user/api/add-info', {
      method: 'PUT',
      token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        name: '王建国',
        identity: '3',
        province_id: String(hospital.province_id),
        city_id: String(hospital.city_id),
        municipality_id: String(hospital.municipality_id),
        hospital_id: String(hospital.id),
        hospital_name: hospital.name,
        office_id: String(office!.id),
        office_name: office!.name,
        position_id: String(title!.id),
        position_name: title!.name,
        tags: String(need!.id),
      }),
    });
    expect(profile.code, profile.message).toBe(0);

    // Search finds every published item by two characters of its title (the scheduled one once it is live).
    for (const key of Object.keys(TITLES) as Array<keyof typeof TITLES>) {
      await expect.poll(() => searchTitles(TERMS[key]), { timeout: key === 'scheduled' ? 90_000 : 10_000 }).toContain(TITLES[key]);
    }

    const { user } = (await api<{ user: Record<string, unknown> }>('/user/oauth/userinfo', { token })).data;
    expect(user).toMatchObject({ name: '王建国', is_complete: 1 });
    await doctor.goto('/');
    await applySession(doctor, { access_token: token, refresh_token: session.refresh_token, user: { ...user, id: session.userId } });
    // A new account agrees to the user agreement and privacy policy once.
    await doctor.goto('/my');
    await doctor.getByRole('button', { name: '同意', exact: true }).click();
    await doctor.getByRole('button', { name: '同意', exact: true }).waitFor({ state: 'detached' });

    // Lists: each kind's own list shows what was made.
    for (const [path, title] of [
      ['/article-list', TITLES.pasted],
      ['/article-list', TITLES.scheduled],
      ['/course-list', TITLES.course],
      ['/live-list', TITLES.live],
      ['/meeting-list', TITLES.meeting],
      ['/download-list', TITLES.download],
      ['/medical-column', TITLES.column],
    ] as const) {
      await doctor.goto(path);
      await doctor.getByText(title).first().waitFor();
    }

    // Detail pages.
    await doctor.goto(paths.pasted!);
    await doctor.locator('strong', { hasText: '建议推迟择期手术' }).waitFor();
    const picture = doctor.locator('img[src*="/media/"]').first();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await doctor.goto(paths.course!);
    await doctor.getByText('利钠肽的临床应用').first().waitFor();
    await doctor.goto(paths.download!);
    await doctor.getByText(TITLES.download).first().waitFor();
    await doctor.goto(paths.topic!);
    await doctor.getByText(TITLES.topic).first().waitFor();
    await doctor.getByText('陈静怡').first().waitFor();

    // The share poster of the pasted article draws.
    await doctor.goto(paths.pasted!);
    await doctor.getByRole('button', { name: '分享', exact: true }).click();
    const poster = doctor.getByRole('dialog', { name: '分享海报' }).getByRole('img', { name: '分享海报' });
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 20_000 }).toBeGreaterThan(0);

    // Booking the live and signing up for the meeting.
    await doctor.goto(paths.live!);
    await doctor.getByRole('button', { name: '预约直播' }).click();
    await doctor.getByText('预约成功').first().waitFor();
    await doctor.goto('/meeting-list');
    const meetingCard = doctor.locator('li, article, section').filter({ hasText: TITLES.meeting }).last();
    await meetingCard.getByRole('button', { name: '报名参会' }).click();
    await doctor.getByText('报名成功').first().waitFor();
    await meetingCard.getByRole('button', { name: '已报名' }).waitFor();
    // The sign-up is on the publisher's list.
    await page.goto(`/ops#/items/meeting/${ids.meeting}`);
    await page.getByRole('region', { name: '报名名单' }).getByRole('cell', { name: '王建国' }).waitFor();
  });

  it('taken down, the course leaves the list, the search and its page', { timeout: 120_000 }, async () => {
    await page.goto(`/ops#/items/course/${ids.course}`);
    await ops.takeDown();
    const { page: doctor } = phone;
    const response = await doctor.request.get(`/course/api/search/results?keyword=${encodeURIComponent(TERMS.course)}&page_size=50`);
    const titles = ((await response.json()) as Envelope<{ list: Array<{ title: string }> }>).data.list.map((item) => item.title);
    expect(titles).not.toContain(TITLES.course);
    await doctor.goto(paths.course!);
    await doctor.getByRole('heading', { name: '页面不存在' }).waitFor();
    await doctor.goto('/course-list');
    await doctor.getByRole('main').waitFor();
    await expect.poll(() => doctor.getByText(TITLES.course).count()).toBe(0);
  });
});
