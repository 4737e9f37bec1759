/** Korean text of the facial-age-estimation method (glossary: src/service/i18n/glossary/ko.md). */
export const ko = {
  'method.facial-age-estimation': '얼굴 나이 추정',
  'describe.facial-age-estimation': '카메라로 나이를 추정하며, 이미지는 보관하지 않아요',
  'face.intro':
    '고개를 돌리는 동안 카메라가 사진 몇 장을 찍어요. 사진은 저희 서버에서 확인한 즉시 삭제되며, 어떤 사진도 보관하지 않아요.',
  'face.useCamera': '카메라 사용',
  'face.useCameraTest': '카메라 사용(실제 추정)',
  'face.opening': '카메라를 여는 중…',
  'face.preview': '카메라 미리보기: 타원 안에 얼굴을 맞추세요',
  'face.ready': '타원 안에 얼굴을 맞춘 다음 ‘시작’을 누르세요.',
  'face.start': '시작',
  'face.cancel': '카메라 끄기',
  'face.hint.too-dark': '너무 어두워요. 창문 쪽을 보거나 조명을 켜세요.',
  'face.hint.hold-still': '잠시 움직이지 마세요.',
  'face.hint.no-face': '얼굴이 보이지 않아요. 타원 안에 얼굴을 맞추세요.',
  'face.hint.too-far': '얼굴이 타원을 채우도록 조금 더 가까이 오세요.',
  'face.hint.several-faces': '한 사람만 화면에 나와야 해요.',
  'face.prompt.look': '카메라를 정면으로 보세요.',
  'face.prompt.left': '천천히 고개를 왼쪽으로 돌리세요.',
  'face.prompt.right': '이제 천천히 고개를 오른쪽으로 돌리세요.',
  'face.prompt.still': '카메라를 보고 움직이지 마세요.',
  'face.finding': '얼굴을 찾는 중…',
  'face.sending': '확인하는 중…',
  'face.liveness.no-turn':
    '안내대로 고개를 돌리는 모습이 확인되지 않았어요. 안내에 따라 다시 시도하세요.',
  'face.liveness.frames-repeated':
    '실시간 카메라 영상으로 보이지 않아요. 사진이나 동영상이 아닌 본인의 카메라를 사용하세요.',
  'face.liveness.spoof-scores':
    '실시간 카메라 영상으로 보이지 않아요. 사진이나 동영상이 아닌 본인의 카메라를 사용하세요.',
  'face.livenessOff':
    '테스트 모드: 이 제품은 라이브니스 검사가 꺼져 있어 사진으로도 통과돼요. 실제 확인에서는 항상 라이브니스 검사를 해요.',
  'face.error.denied':
    '카메라 접근이 거부되었어요. 브라우저 설정에서 카메라를 허용하고 다시 시도하거나 다른 방법을 선택하세요.',
  'face.error.no-camera': '이 기기에서 카메라를 찾을 수 없어요.',
  'face.error.busy': '다른 앱이 카메라를 사용 중이에요. 그 앱을 닫고 다시 시도하세요.',
  'face.error.unsupported': '이 브라우저에서는 여기서 카메라를 사용할 수 없어요.',
  'face.error.other': '카메라를 시작할 수 없었어요.',
  'face.tryAgain': '다시 시도',
  'face.other': '다른 방법 선택',
  'face.handoff': '또는 휴대폰 카메라로 이 코드를 스캔해 휴대폰에서 계속하세요.',
  'face.qrAlt': '휴대폰에서 계속하기 위한 QR 코드',
};
