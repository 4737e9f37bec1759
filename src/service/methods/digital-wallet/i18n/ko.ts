/** Korean text of the digital-wallet method (glossary: src/service/i18n/glossary/ko.md). */
export const ko = {
  'method.digital-wallet': '디지털 지갑',
  'describe.digital-wallet': '지갑 앱에서 연령 증명만 공유',
  walletIntro:
    '지갑은 필요한 연령 이상이라는 사실 하나만 공유해요. 이름도 생년월일도 공유하지 않아요.',
  walletThisDevice: '이 기기의 지갑 사용',
  walletOtherDevice: '휴대폰의 지갑 사용',
  walletScan: '지갑 앱으로 이 코드를 스캔하거나, 이 휴대폰에서 여세요:',
  walletQrAlt: '지갑 앱용 QR 코드',
  walletScanInstead: '브라우저에 창이 뜨지 않나요? 대신 휴대폰으로 코드를 스캔하세요:',
  walletOpenApp: '지갑 앱 열기',
  walletAvScan: 'EU 연령 확인 앱을 사용하시나요? 앱으로 이 코드를 스캔하세요:',
  walletAvQrAlt: 'EU 연령 확인 앱용 QR 코드',
  walletOpenAvApp: '연령 확인 앱 열기',
  walletWaiting: '지갑의 응답을 기다리는 중…',
  walletTestWallet: '테스트 지갑 열기(테스트 모드)',
  walletNoWallet:
    '이 기기에는 연령 정보가 담긴 증명서를 가진 지갑이 없어요. 휴대폰으로 시도하세요.',
  walletDeclined: '지갑에서 거절했어요. 아무것도 공유되지 않았어요.',
  walletNotShared:
    '지갑이 이 요청에 응답하지 못해 아무것도 공유되지 않았어요. 다시 시도하거나 다른 방법을 선택하세요.',
  walletThisDeviceWaiting:
    '이 기기의 지갑을 기다리는 중이에요. 브라우저에 표시되는 창에서 지갑을 선택하세요.',
  walletCancel: '취소',
  walletCancelled: '취소했어요. 아무것도 공유되지 않았어요.',
  walletTimeout:
    '이 기기의 지갑이 응답하지 않았어요. 대신 휴대폰의 지갑으로 아래 코드를 스캔하세요.',
  walletUnsupported:
    '이 브라우저는 지갑에 직접 요청할 수 없어요. 아래 코드로 휴대폰의 지갑을 사용하세요.',
  walletRefused:
    '지갑의 응답을 받아들일 수 없었어요({reason}). 다시 시도하거나 다른 방법을 선택하세요.',
  walletExpired: '요청이 만료되었어요. 처음부터 다시 시작하세요.',
};
