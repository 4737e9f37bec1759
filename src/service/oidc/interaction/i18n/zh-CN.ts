import type { InteractionMessages } from './en';

/** Simplified Chinese text of the OpenID age-key pages (glossary: src/service/i18n/glossary/zh-CN.md). */
export const zhCN: InteractionMessages = {
  'use.title': '证明您的年龄',
  'use.heading': '向 {site} 证明您的年龄',
  'use.ask':
    '{site} 想确认您是否{ages}。您的年龄密钥只会对每一项回答“是”或“否”，绝不会透露您的出生日期，也不会透露任何能识别您身份的信息。',
  'use.age': '已满 {age} 岁',
  'use.ofAge': '已成年',
  'use.go': '使用年龄密钥',
  'use.decline': '不回答并返回',
  'create.title': '保存年龄密钥',
  'create.heading': '保存年龄密钥',
  'create.offer':
    '{site} 已确认您至少 {floor} 岁。将通行密钥作为年龄密钥保存在此设备上：之后其他网站可借此快速验证您的年龄，而无需知道您是谁。您的出生日期不会被存储。',
  'create.go': '保存年龄密钥',
  'create.decline': '以后再说',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — 年龄密钥',
  'script.waitingUse': '正在等待您的年龄密钥…',
  'script.waitingCreate': '正在等待您的设备…',
  'script.ended': '此请求已结束。请返回网站。',
  'script.noKeyUsed': '未使用年龄密钥。请重试，或返回。',
  'script.noKeySaved': '未保存年龄密钥。请重试，或选择“以后再说”。',
  'script.failed': '操作未成功。请重试。',
  'script.wrong': '出现问题。请重试。',
  'script.noWebAuthn': '此浏览器无法使用年龄密钥。请返回，换一台设备或浏览器重试。',
  'script.notAllowed': '此网站不能保存年龄密钥。请返回网站。',
  'refusal.unknown-key':
    '本服务无法识别该年龄密钥：它可能已被删除。请返回，用其他方式验证您的年龄。',
  'refusal.revoked': '该年龄密钥已被吊销。请返回，用其他方式验证您的年龄。',
  'refusal.user-verification': '您的设备未确认是您本人（PIN、指纹或面容）。请重试。',
  'refusal.challenge': '耗时过长，或该请求已被使用。请重试。',
  'refusal.already-used': '此次验证已保存过年龄密钥，或此通行密钥本身就是年龄密钥。请返回网站。',
  'expired.title': '此请求已过期',
  'expired.body': '请返回网站重新开始。',
  'used.title': '已使用',
  'used.body': '此次验证已保存过年龄密钥。请返回网站。',
};
