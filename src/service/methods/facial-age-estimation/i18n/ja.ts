/** Japanese text of the facial-age-estimation method (glossary: src/service/i18n/glossary/ja.md). */
export const ja = {
  'method.facial-age-estimation': '顔による年齢推定',
  'describe.facial-age-estimation': 'カメラで年齢を推定（画像は保存されません）',
  'face.intro':
    '顔の向きを変えている間に、カメラで数枚の写真を撮影します。写真は当社のサーバーで確認後すぐに削除され、保存されません。',
  'face.useCamera': 'カメラを使う',
  'face.useCameraTest': 'カメラを使う（実際に推定）',
  'face.opening': 'カメラを起動しています…',
  'face.preview': 'カメラのプレビュー：楕円の中に顔を合わせてください',
  'face.ready': '楕円の中に顔を合わせて、「開始」を押してください。',
  'face.start': '開始',
  'face.cancel': 'カメラを停止',
  'face.hint.too-dark': '暗すぎます。窓の方を向くか、照明をつけてください。',
  'face.hint.hold-still': 'そのまま少し動かないでください。',
  'face.hint.no-face': '顔が見つかりません。楕円の中に顔を合わせてください。',
  'face.hint.too-far': '顔が楕円いっぱいになるよう、もう少し近づいてください。',
  'face.hint.several-faces': '写るのは1人だけにしてください。',
  'face.prompt.look': 'カメラをまっすぐ見てください。',
  'face.prompt.left': 'ゆっくり左を向いてください。',
  'face.prompt.right': '次に、ゆっくり右を向いてください。',
  'face.prompt.still': 'カメラを見て、そのまま動かないでください。',
  'face.finding': '顔を探しています…',
  'face.sending': '確認しています…',
  'face.liveness.no-turn':
    '指示どおりに顔の向きが変わったことを確認できませんでした。指示に従って、もう一度お試しください。',
  'face.liveness.frames-repeated':
    'ライブカメラの映像ではないようです。写真や動画ではなく、ご自身のカメラをお使いください。',
  'face.liveness.spoof-scores':
    'ライブカメラの映像ではないようです。写真や動画ではなく、ご自身のカメラをお使いください。',
  'face.livenessOff':
    'テストモード：このプロダクトではライブネス検知がオフのため、写真でも通過します。本番の確認では、常にライブネス検知を行います。',
  'face.error.denied':
    'カメラへのアクセスが拒否されました。ブラウザの設定でカメラを許可してもう一度お試しいただくか、別の方法を選んでください。',
  'face.error.no-camera': 'このデバイスにカメラが見つかりません。',
  'face.error.busy': 'カメラが別のアプリで使用中です。そのアプリを閉じて、もう一度お試しください。',
  'face.error.unsupported': 'このブラウザでは、ここでカメラを使えません。',
  'face.error.other': 'カメラを起動できませんでした。',
  'face.tryAgain': 'もう一度試す',
  'face.other': '別の方法を選ぶ',
  'face.handoff':
    'または、このコードをスマートフォンのカメラで読み取り、スマートフォンで続けてください。',
  'face.qrAlt': 'スマートフォンで続けるためのQRコード',
};
