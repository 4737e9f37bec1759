import type { AgeGateLabels } from '../age-gate-props';

/** Traditional Chinese text of the <AgeGate> card (glossary: src/service/i18n/glossary/zh-TW.md). */
export const zhTW: AgeGateLabels = {
  heading: '驗證您的年齡',
  intro: '您必須達到法定年齡才能瀏覽此頁面。請驗證您的年齡以繼續。',
  how: '大約一分鐘，方式由您選擇：自拍、身分證件、數位錢包、年齡密鑰等。',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} 只會取得結果，絕不會取得您的姓名、照片或證件。影像不會被儲存。',
  keptUnnamed: '此網站只會取得結果，絕不會取得您的姓名、照片或證件。影像不會被儲存。',
  ageKey: '之後可在此裝置上儲存年齡密鑰：下次輕點一下即可完成。',
  start: '驗證我的年齡',
  checking: '正在檢查您的年齡驗證…',
  creating: '正在開始驗證…',
  confirming: '正在確認您的結果…',
  verified: '您的年齡已驗證。',
  failed: '我們無法驗證您的年齡。',
  pending: '您的驗證尚未完成。',
  checkAgain: '再次檢查',
  error: '驗證發生問題。請再試一次。',
  mismatch: '此驗證是在其他瀏覽器中開始的。請在這裡重新開始。',
  cancelled: '驗證已取消。',
  retry: '再試一次',
  close: '關閉',
  topLevel: '遇到問題嗎？在此視窗中繼續',
  unresponsive: '無法在這裡顯示驗證。請在此視窗中繼續。',
  title: '年齡驗證',
  'failure.age-criteria-not-met': '驗證結果未能顯示您符合年齡要求。',
  'failure.max-attempts-exceeded': '失敗次數過多，驗證已結束。',
  'failure.fraudulent-activity-detected': '驗證未被接受。',
  'failure.criteria-not-met': '此驗證不符合本頁面的年齡要求。',
  'failure.revoked': '驗證已遭撤銷。',
  unreachable: '無法連線至年齡驗證服務。請檢查網路連線後再試一次。',
};
