import { describe, expect, it } from 'vitest';
import { auditActionText, auditDetailText, auditTargetText } from './audit-text';

describe('audit log texts', () => {
  it('names every action the server records in Chinese', () => {
    expect(auditActionText('layout.publish')).toBe('发布页面');
    expect(auditActionText('layout.rollback')).toBe('回滚页面');
    expect(auditActionText('layout.save-draft')).toBe('保存草稿');
    expect(auditActionText('session.login-failed')).toBe('登录失败');
    expect(auditActionText('content.update')).toBe('修改首页内容');
    // A code this build does not list yet still reads as Chinese.
    expect(auditActionText('content.publish')).toBe('发布首页内容');
    expect(auditActionText('something.new')).toBe('其他操作');
    expect(auditActionText('schedule.create')).toBe('定时发布');
    expect(auditActionText('schedule.move')).toBe('定时发布改期');
    expect(auditActionText('schedule.cancel')).toBe('取消定时发布');
    expect(auditActionText('media.create')).toBe('上传到媒体库');
    expect(auditActionText('media.delete')).toBe('从媒体库删除');
    expect(auditActionText('media.crop')).toBe('裁剪图片');
    expect(auditActionText('review.submit')).toBe('提交审核');
    expect(auditActionText('review.approve')).toBe('审核通过');
    expect(auditActionText('review.reject')).toBe('审核退回');
    expect(auditDetailText({ review: 7, comment: '病例不要放在最上面' })).toBe('审核编号 7，审核意见：病例不要放在最上面');
  });

  it('names targets by page, operator or content kind', () => {
    expect(auditTargetText('layout:channel-home.3', new Map([['channel-home.3', '频道 · 呼吸']]))).toBe('频道 · 呼吸');
    expect(auditTargetText('layout:home-new')).toBe('首页');
    expect(auditTargetText('operator:alice')).toBe('运营人员 alice');
    expect(auditTargetText('banners:12')).toBe('轮播图（编号 12）');
    expect(auditTargetText('hot-words:1,2,3')).toBe('热词（3 条）');
    expect(auditTargetText('/uploads/ab.png')).toBe('图片文件');
    expect(auditTargetText('media:41')).toBe('媒体文件（编号 41）');
  });

  it('names moderation actions, their targets and details in Chinese', () => {
    expect(auditActionText('moderation.delete')).toBe('删除发言');
    expect(auditActionText('moderation.mute')).toBe('禁言用户');
    expect(auditActionText('moderation.word-add')).toBe('添加敏感词');
    expect(auditTargetText('comment:12')).toBe('评论（编号 12）');
    expect(auditTargetText('chat:7')).toBe('直播聊天消息（编号 7）');
    expect(auditTargetText('user:3')).toBe('用户（编号 3）');
    expect(auditTargetText('sensitive-word:敏感词')).toBe('敏感词「敏感词」');
    expect(auditActionText('search.synonym-add')).toBe('添加搜索同义词');
    expect(auditTargetText('search-synonym:房颤、心房颤动、AF')).toBe('搜索同义词「房颤、心房颤动、AF」');
    expect(auditDetailText({ author: 3, from_state: 'visible', state: 'deleted', reason: '广告' })).toBe('作者编号 3，原因：广告');
    expect(auditDetailText({ days: 7, reason: '刷屏' })).toBe('7 天，原因：刷屏');
    expect(auditDetailText({ word_action: 'hold' })).toBe('进入审核');
  });

  it('reads the detail in words, leaving out addresses and raw records', () => {
    expect(auditDetailText({ revision: 4, base_revision: 3 })).toBe('第 4 版，基于第 3 版');
    expect(auditDetailText({ to: 2, revision: 5 })).toBe('回到第 2 版，第 5 版');
    // A library upload: its size and pixels; the file's own name (an uploader's text, often Latin) is left out.
    expect(auditDetailText({ name: 'IMG_0231.JPG', type: 'image/jpeg', size: 204800, width: 900, height: 1200 })).toBe('200 千字节，宽 900 像素，高 1200 像素');
    // A crop: the item it was cut from and the new image's size; the region and focal point are left out.
    expect(auditDetailText({ name: 'a.jpg（裁剪 16:9）', cropped_from: 41, region: { x: 0 }, focus: null, size: 102400, width: 1600, height: 900 })).toBe(
      '裁剪自媒体文件编号 41，100 千字节，宽 1600 像素，高 900 像素',
    );
    expect(auditDetailText({ ip: '127.0.0.1' })).toBe('');
    expect(auditDetailText({ before: { title: 'x' } })).toBe('');
    expect(auditDetailText({ schedule: 7, publish_at: '2026-11-24T01:02:03.000Z' })).toMatch(/^定时发布编号 7，发布时间 2026-11-2\d \d\d:02$/);
  });

  it('names back-office items by their kind and title, never by the kind’s code', () => {
    expect(auditTargetText('medical-column:631 围术期管理')).toBe('医学专栏「围术期管理」（编号 631）');
    expect(auditTargetText('article:148 围术期血糖管理要点')).toBe('资讯「围术期血糖管理要点」（编号 148）');
    expect(auditTargetText('article:import')).toBe('资讯导入');
    expect(auditTargetText('meeting:7')).toBe('学术会（编号 7）');
  });
});
