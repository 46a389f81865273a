import { describe, expect, it } from 'vitest';
import type { AudienceRule } from '../../../../contract/generated/schema-types';
import { pageHints } from '../../plugins/client-html';
import { anonymousFacts, isWechatAgent, ruleMatches, ruleProblem, type ViewerFacts } from './audience-rules';
import { profileFacts } from './audiences.service';
import { layoutAudienceKeys, tailorLayout, variantEtag } from './audience-targets';

const studentProfile = {
  identityId: 8,
  otherIdentityType: null,
  isComplete: 1,
  provinceId: 44,
  provinceName: '广东省',
  cityId: 4401,
  cityName: '广州市',
  hospitalLevelName: null,
  officeId: null,
  officeName: null,
  majorId: 12,
  majorName: '临床医学',
  positionId: null,
  positionName: '住院医师',
  tags: '3,7',
  interested: '',
};
const guangdongStudent: ViewerFacts = profileFacts(studentProfile, false, true);

describe('audience rules', () => {
  it('matches all, any and none over the viewer facts, by id or by name', () => {
    const rule = (r: AudienceRule) => ruleMatches(r, guangdongStudent);
    expect(
      rule({
        all: [
          { fact: 'identity', in: [8] },
          { fact: 'province', in: ['广东省'] },
        ],
      }),
    ).toBe(true);
    expect(
      rule({
        all: [
          { fact: 'province', in: [44] },
          { fact: 'certified', is: true },
        ],
      }),
    ).toBe(true);
    expect(rule({ all: [{ fact: 'identity', in: [3] }] })).toBe(false);
    expect(rule({ all: [{ fact: 'position', in: ['住院医师'] }] })).toBe(true);
    expect(rule({ all: [{ fact: 'position', in: ['主任医师'] }] })).toBe(false);
    expect(
      rule({
        any: [
          { fact: 'identity', in: [3] },
          { fact: 'interest', in: ['7'] },
        ],
      }),
    ).toBe(true);
    expect(
      rule({
        any: [
          { fact: 'city', in: ['深圳市'] },
          { fact: 'major', in: ['护理学'] },
        ],
      }),
    ).toBe(false);
    expect(rule({ all: [{ fact: 'signed_in', is: true }], none: [{ fact: 'wechat', is: true }] })).toBe(true);
    expect(rule({ none: [{ fact: 'major', in: ['临床医学'] }] })).toBe(false);
    expect(
      ruleMatches(
        {
          all: [
            { fact: 'signed_in', is: false },
            { fact: 'wechat', is: true },
          ],
        },
        anonymousFacts(true),
      ),
    ).toBe(true);
    expect(ruleMatches({ all: [{ fact: 'identity', in: [8] }] }, anonymousFacts(false))).toBe(false);
  });

  it('names the patient, organisation and media identities through the sub-type of 其他', () => {
    const patient = profileFacts({ ...studentProfile, identityId: 4, otherIdentityType: 1 }, false, false);
    expect(ruleMatches({ all: [{ fact: 'identity', in: [1] }] }, patient)).toBe(true);
    expect(ruleMatches({ all: [{ fact: 'identity', in: [4] }] }, patient)).toBe(true);
  });

  it('explains in Chinese what the schema cannot check', () => {
    expect(ruleProblem({})).toBe('人群规则至少需要一个条件');
    expect(ruleProblem({ all: [{ fact: 'city', in: ['  '] }] })).toBe('条件「城市」的取值不能为空');
    expect(ruleProblem({ any: [{ fact: 'wechat', in: ['是'] }] })).toBe('条件「在微信中打开」只能选择“是”或“否”');
    expect(ruleProblem({ all: [{ fact: 'identity', in: [2] }] })).toMatch(/^身份代码 2 不存在/);
    expect(ruleProblem({ all: [{ fact: 'identity', in: [3, 8] }] })).toBeUndefined();
  });

  it('tells the WeChat browser by its user agent', () => {
    expect(isWechatAgent('Mozilla/5.0 (Linux; Android 13) XWEB/1160065 MicroMessenger/8.0.47.2560')).toBe(true);
    expect(isWechatAgent('Mozilla/5.0 (iPhone) Safari/604.1')).toBe(false);
    expect(isWechatAgent(undefined)).toBe(false);
  });
});

describe('targeted layouts', () => {
  const doc = {
    id: 'home-new',
    body: [
      { id: 'a', widget: 'x' },
      { id: 'b', widget: 'x', audiences: ['students'], children: [{ id: 'b1', widget: 'y' }] },
      { id: 'c', widget: 'x', children: [{ id: 'c1', widget: 'y', audiences: ['doctors', 'nurses'] }] },
    ],
    overlays: [{ id: 'o', widget: 'z', audiences: ['wechat'] }],
  };

  it('lists the audiences a document uses and removes what a viewer may not receive, with its children', () => {
    expect(layoutAudienceKeys(doc)).toEqual(['doctors', 'nurses', 'students', 'wechat']);
    expect(layoutAudienceKeys({ id: 'plain', body: [{ id: 'a', widget: 'x' }] })).toEqual([]);
    const none = tailorLayout(doc, new Set());
    expect(JSON.stringify(none)).not.toMatch(/"b"|"b1"|"c1"|"o"/);
    const nurse = tailorLayout(doc, new Set(['nurses']));
    expect(nurse.body.map((n) => n.id)).toEqual(['a', 'c']);
    expect(nurse.body[1].children?.map((n) => n.id)).toEqual(['c1']);
    expect(nurse.overlays).toEqual([]);
    expect(JSON.stringify(nurse)).not.toContain('audiences');
    expect(doc.body).toHaveLength(3);
  });

  it('gives each audience signature its own ETag that still names the revision', () => {
    const etag = '"r12-abcdef"';
    expect(variantEtag(etag, ['students'])).toMatch(/^"r12-abcdef\.a[0-9a-f]{12}"$/);
    expect(variantEtag(etag, ['students'])).not.toBe(variantEtag(etag, []));
    expect(variantEtag(etag, ['doctors', 'students'])).not.toBe(variantEtag(etag, ['students']));
  });

  it('never link-preloads a targeted layout nor takes a targeted section as the shell image', async () => {
    const targeted = {
      data: { home: { endpoint: 'getHome' } },
      body: [{ id: 'banners', widget: 'banner-carousel', audiences: ['students'], bind: { items: '$data.home.banners' } }],
    };
    const hints = await pageHints(
      '/',
      '',
      async () => targeted,
      undefined,
      async () => ({ banners: [{ img: '/media/secret.png' }] }),
    );
    expect(hints.preloads.some((url) => url.startsWith('/layout/api/'))).toBe(false);
    expect(hints.fetches?.[0]).toMatch(/^\/layout\/api\/layouts\//);
    expect(hints.heroImage).toBeUndefined();
    const plain = await pageHints('/', '', async () => ({ ...targeted, body: [{ ...targeted.body[0], audiences: undefined }] }));
    expect(plain.preloads[0]).toMatch(/^\/layout\/api\/layouts\//);
  });
});
