import type { InteractionMessages } from './en';

/** Traditional Chinese text of the OpenID age-key pages (glossary: src/service/i18n/glossary/zh-TW.md). */
export const zhTW: InteractionMessages = {
  'use.title': '證明您的年齡',
  'use.heading': '向 {site} 證明您的年齡',
  'use.ask':
    '{site} 想確認您是否{ages}。您的年齡密鑰只會對每一項回答「是」或「否」，絕不會透露您的出生日期，也不會透露任何能識別您身分的資訊。',
  'use.age': '已滿 {age} 歲',
  'use.ofAge': '已成年',
  'use.go': '使用年齡密鑰',
  'use.decline': '不回答並返回',
  'create.title': '儲存年齡密鑰',
  'create.heading': '儲存年齡密鑰',
  'create.offer':
    '{site} 已確認您至少 {floor} 歲。將通行密鑰作為年齡密鑰儲存在此裝置上：之後其他網站就能用它迅速確認您的年齡，而不必知道您是誰。您的出生日期不會被儲存。',
  'create.go': '儲存年齡密鑰',
  'create.decline': '稍後再說',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — 年齡密鑰',
  'script.waitingUse': '正在等候您的年齡密鑰…',
  'script.waitingCreate': '正在等候您的裝置…',
  'script.ended': '此要求已結束。請回到網站。',
  'script.noKeyUsed': '未使用年齡密鑰。請再試一次，或返回。',
  'script.noKeySaved': '未儲存年齡密鑰。請再試一次，或選擇「稍後再說」。',
  'script.failed': '操作未成功。請再試一次。',
  'script.wrong': '發生問題。請再試一次。',
  'script.noWebAuthn': '此瀏覽器無法使用年齡密鑰。請返回，改用其他裝置或瀏覽器再試一次。',
  'script.notAllowed': '此網站不能儲存年齡密鑰。請回到網站。',
  'refusal.unknown-key':
    '本服務無法辨識此年齡密鑰：它可能已遭刪除。請返回，以其他方式驗證您的年齡。',
  'refusal.revoked': '此年齡密鑰已遭撤銷。請返回，以其他方式驗證您的年齡。',
  'refusal.user-verification': '您的裝置未確認是您本人（PIN、指紋或臉部）。請再試一次。',
  'refusal.challenge': '等候時間過長，或此要求已使用過。請再試一次。',
  'refusal.already-used': '此次驗證已儲存過年齡密鑰，或此通行密鑰本身就是年齡密鑰。請回到網站。',
  'expired.title': '此要求已逾時',
  'expired.body': '請回到網站重新開始。',
  'used.title': '已使用',
  'used.body': '此次驗證已儲存過年齡密鑰。請回到網站。',
};
