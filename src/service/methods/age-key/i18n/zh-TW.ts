/** Traditional Chinese text of the age-key method (glossary: src/service/i18n/glossary/zh-TW.md). */

/** Its name and description in the method picker. */
export const zhTW = {
  'method.age-key': '年齡密鑰',
  'describe.age-key': '使用已證明您年齡的通行密鑰',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const zhTWCeremony = {
  use: '使用年齡密鑰',
  useHelp: '您的裝置會要求您解鎖存有年齡證明的通行密鑰。不會分享其他任何資訊。',
  noKey: '還沒有年齡密鑰嗎？請先選擇其他方式；完成後即可儲存年齡密鑰，下次使用。',
  upgrade:
    '您的年齡密鑰證明的是 {n} 歲以上，在這裡並不足夠。請以其他方式驗證，然後更新您的年齡密鑰。',
  upgradeMethod: '您的年齡密鑰中的證明在這裡不被接受。請以其他方式驗證，然後更新您的年齡密鑰。',
  upgradeTest:
    '您的年齡密鑰是在測試模式下建立的，無法用於正式驗證。請以其他方式驗證，然後更新您的年齡密鑰。',
  declined: '未使用年齡密鑰。請再試一次，或選擇其他方式。',
  'refused.counter': '此年齡密鑰疑似從其他裝置複製而來，已遭拒絕。請選擇其他方式。',
  'refused.user-verification':
    '您的裝置未確認是您本人（PIN 或生物辨識）。請開啟身分驗證後再試一次。',
  'refused.revoked': '此年齡密鑰已遭撤銷。請選擇其他方式。',
  'refused.unknown-key': '這裡無法辨識此年齡密鑰（可能已遭刪除）。',
  refused: '無法驗證年齡密鑰。請再試一次，或選擇其他方式。',
  error: '操作未成功：{detail}。',
  working: '正在等候您的裝置…',
  saveTitle: '儲存年齡密鑰',
  saveHelp:
    '下次在任何使用此服務的網站上，輕點一下即可證明年齡。通行密鑰只存有您的年齡證明，絕不包含您的姓名。',
  saveButton: '儲存年齡密鑰',
  saved: '年齡密鑰已儲存。下次請選擇「年齡密鑰」。',
  updateTitle: '更新您的年齡密鑰',
  updateHelp: '將這項新的年齡證明存入您的年齡密鑰，下次就能在這裡使用。',
  updateButton: '更新我的年齡密鑰',
  updated: '年齡密鑰已更新：現在可證明 {n} 歲以上。',
  savedTest: '這是測試密鑰：僅能在測試模式下使用。',
  openWindow: '開啟視窗以儲存年齡密鑰',
  windowHelp: '您的瀏覽器不允許在此網站內儲存通行密鑰。請改用小視窗。',
  forget: '刪除我的年齡密鑰',
  forgotten: '您的年齡密鑰已從本服務中刪除。您也可以從裝置中移除該通行密鑰。',
};
