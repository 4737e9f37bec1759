/** Japanese text of the digital-wallet method (glossary: src/service/i18n/glossary/ja.md). */
export const ja = {
  'method.digital-wallet': 'デジタルウォレット',
  'describe.digital-wallet': 'ウォレットアプリから年齢の証明だけを共有',
  walletIntro:
    'ウォレットが共有するのは、必要な年齢以上であることだけです。氏名も生年月日も共有されません。',
  walletThisDevice: 'このデバイスのウォレットを使う',
  walletOtherDevice: 'スマートフォンのウォレットを使う',
  walletScan: 'このコードをウォレットアプリで読み取るか、このスマートフォンで開いてください：',
  walletQrAlt: 'ウォレットアプリ用のQRコード',
  walletScanInstead:
    'ブラウザにウィンドウが表示されない場合は、代わりにスマートフォンでコードを読み取ってください：',
  walletOpenApp: 'ウォレットアプリを開く',
  walletAvScan: 'EUの年齢確認アプリをお使いですか？このコードをアプリで読み取ってください：',
  walletAvQrAlt: 'EUの年齢確認アプリ用のQRコード',
  walletOpenAvApp: '年齢確認アプリを開く',
  walletWaiting: 'ウォレットの応答を待っています…',
  walletTestWallet: 'テスト用ウォレットを開く（テストモード）',
  walletNoWallet:
    'このデバイスには、年齢を含む証明書を持つウォレットがありません。スマートフォンでお試しください。',
  walletDeclined: 'ウォレットで拒否しました。何も共有されていません。',
  walletNotShared:
    'ウォレットがこのリクエストに応答できなかったため、何も共有されていません。もう一度お試しいただくか、別の方法を選んでください。',
  walletThisDeviceWaiting:
    'このデバイスのウォレットを待っています。ブラウザに表示されるウィンドウでウォレットを選んでください。',
  walletCancel: 'キャンセル',
  walletCancelled: 'キャンセルしました。何も共有されていません。',
  walletTimeout:
    'このデバイスのウォレットから応答がありませんでした。代わりにスマートフォンのウォレットで、下のコードを読み取ってください。',
  walletUnsupported:
    'このブラウザはウォレットに直接リクエストできません。下のコードで、スマートフォンのウォレットをお使いください。',
  walletRefused:
    'ウォレットの応答を受け付けられませんでした（{reason}）。もう一度お試しいただくか、別の方法を選んでください。',
  walletExpired: 'このリクエストは有効期限が切れました。最初からやり直してください。',
};
