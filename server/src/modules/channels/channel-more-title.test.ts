import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectEndpointData } from '../../testing/schema-assert';
import { openTestApp, type TestApp } from '../../testing/test-app';

describe('getChannelMoreTitle', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names the section and the channel of a 查看更多 page', async () => {
    const lives = (await t.app.inject('/course/api/channel/1/more-title?origin_type=4')).json();
    expectEndpointData('getChannelMoreTitle', lives);
    expect(lives.data).toEqual({ title: '直播 · 心血管', section: '直播', channel: '心血管' });
    // Videos sit in the 好课 section with courses.
    expect((await t.app.inject('/course/api/channel/2/more-title?origin_type=3')).json().data.title).toBe('好课 · 肿瘤');
    expect((await t.app.inject('/course/api/channel/3/more-title?origin_type=30')).json().data.title).toBe('专栏 · 呼吸');
  });

  it('answers 404 for a channel that does not exist and 400 for a bad origin_type', async () => {
    expect((await t.app.inject('/course/api/channel/9999/more-title?origin_type=4')).statusCode).toBe(404);
    expect((await t.app.inject('/course/api/channel/1/more-title?origin_type=abc')).statusCode).toBe(400);
  });
});
