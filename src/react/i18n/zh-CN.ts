import type { AgeGateLabels } from '../age-gate-props';

/** Simplified Chinese text of the <AgeGate> card (glossary: src/service/i18n/glossary/zh-CN.md). */
export const zhCN: AgeGateLabels = {
  heading: '验证您的年龄',
  intro: '您必须达到法定年龄才能查看此页面。请验证您的年龄以继续。',
  how: '大约一分钟，方式由您选择：自拍、身份证件、数字钱包、年龄密钥等。',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} 只会获得结果，绝不会获得您的姓名、照片或证件。图像不会被存储。',
  keptUnnamed: '此网站只会获得结果，绝不会获得您的姓名、照片或证件。图像不会被存储。',
  ageKey: '之后可在此设备上保存年龄密钥：下次轻点一下即可完成。',
  start: '验证我的年龄',
  checking: '正在检查您的年龄验证…',
  creating: '正在开始验证…',
  confirming: '正在确认您的结果…',
  verified: '您的年龄已验证。',
  failed: '我们无法验证您的年龄。',
  pending: '您的验证尚未完成。',
  checkAgain: '再次检查',
  error: '验证出现问题。请重试。',
  mismatch: '该验证是在其他浏览器中开始的。请在此重新开始。',
  cancelled: '验证已取消。',
  retry: '重试',
  close: '关闭',
  topLevel: '遇到问题？在此窗口中继续',
  unresponsive: '无法在此显示验证。请在此窗口中继续。',
  title: '年龄验证',
  'failure.age-criteria-not-met': '验证结果未能表明您符合年龄要求。',
  'failure.max-attempts-exceeded': '失败次数过多，验证已结束。',
  'failure.fraudulent-activity-detected': '验证未被接受。',
  'failure.criteria-not-met': '该验证不符合此页面的年龄要求。',
  'failure.revoked': '验证已被撤销。',
  unreachable: '无法连接到年龄验证服务。请检查网络连接后重试。',
};
