/** Simplified Chinese text of the age-key method (glossary: src/service/i18n/glossary/zh-CN.md). */

/** Its name and description in the method picker. */
export const zhCN = {
  'method.age-key': '年龄密钥',
  'describe.age-key': '使用已证明您年龄的通行密钥',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const zhCNCeremony = {
  use: '使用年龄密钥',
  useHelp: '您的设备会要求您解锁存有年龄证明的通行密钥。不会共享其他任何信息。',
  noKey: '还没有年龄密钥？请先选择其他方式；完成后即可保存年龄密钥，供下次使用。',
  upgrade: '您的年龄密钥证明的是 {n} 岁以上，在此不够。请用其他方式验证，然后更新您的年龄密钥。',
  upgradeMethod: '您的年龄密钥中的证明在此不被接受。请用其他方式验证，然后更新您的年龄密钥。',
  upgradeTest:
    '您的年龄密钥是在测试模式下创建的，不能用于正式验证。请用其他方式验证，然后更新您的年龄密钥。',
  declined: '未使用年龄密钥。请重试，或选择其他方式。',
  'refused.counter': '此年龄密钥疑似从其他设备复制而来，已被拒绝。请选择其他方式。',
  'refused.user-verification': '您的设备未确认是您本人（PIN 或生物识别）。请开启身份验证后重试。',
  'refused.revoked': '此年龄密钥已被吊销。请选择其他方式。',
  'refused.unknown-key': '此处无法识别该年龄密钥（它可能已被删除）。',
  refused: '无法验证年龄密钥。请重试，或选择其他方式。',
  error: '操作未成功：{detail}。',
  working: '正在等待您的设备…',
  saveTitle: '保存年龄密钥',
  saveHelp:
    '下次在任何使用此服务的网站上，轻点一下即可证明年龄。通行密钥只存有您的年龄证明，绝不包含您的姓名。',
  saveButton: '保存年龄密钥',
  saved: '年龄密钥已保存。下次请选择“年龄密钥”。',
  updateTitle: '更新您的年龄密钥',
  updateHelp: '将这项新的年龄证明存入您的年龄密钥，下次即可在此使用。',
  updateButton: '更新我的年龄密钥',
  updated: '年龄密钥已更新：现在可证明 {n} 岁以上。',
  savedTest: '这是测试密钥：仅在测试模式下有效。',
  openWindow: '打开窗口保存年龄密钥',
  windowHelp: '您的浏览器不允许在此网站内保存通行密钥。请改用小窗口。',
  forget: '删除我的年龄密钥',
  forgotten: '您的年龄密钥已从本服务中删除。您也可以从设备中移除该通行密钥。',
};
