/** Korean text of the age-key method (glossary: src/service/i18n/glossary/ko.md). */

/** Its name and description in the method picker. */
export const ko = {
  'method.age-key': '연령 키',
  'describe.age-key': '이미 연령이 증명된 패스키 사용',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const koCeremony = {
  use: '연령 키 사용',
  useHelp:
    '기기에서 연령 증명이 담긴 패스키의 잠금을 해제하라고 요청해요. 그 밖의 정보는 공유되지 않아요.',
  noKey:
    '아직 연령 키가 없나요? 먼저 다른 방법을 선택하세요. 확인이 끝나면 다음을 위해 연령 키를 저장할 수 있어요.',
  upgrade:
    '내 연령 키는 {n}세 이상을 증명하지만 여기서는 충분하지 않아요. 다른 방법으로 확인한 후 연령 키를 업데이트하세요.',
  upgradeMethod:
    '내 연령 키의 증명은 여기서 인정되지 않아요. 다른 방법으로 확인한 후 연령 키를 업데이트하세요.',
  upgradeTest:
    '이 연령 키는 테스트 모드에서 만들어져 실제 확인에는 쓸 수 없어요. 다른 방법으로 확인한 후 연령 키를 업데이트하세요.',
  declined: '연령 키를 사용하지 않았어요. 다시 시도하거나 다른 방법을 선택하세요.',
  'refused.counter':
    '이 연령 키는 다른 기기에서 복사된 것으로 보여 거부되었어요. 다른 방법을 선택하세요.',
  'refused.user-verification':
    '기기에서 본인 확인(PIN 또는 생체 인증)이 이루어지지 않았어요. 본인 확인을 켠 상태로 다시 시도하세요.',
  'refused.revoked': '이 연령 키는 폐기되었어요. 다른 방법을 선택하세요.',
  'refused.unknown-key': '여기에서 알 수 없는 연령 키예요(삭제되었을 수 있어요).',
  refused: '연령 키를 확인하지 못했어요. 다시 시도하거나 다른 방법을 선택하세요.',
  error: '잘 되지 않았어요: {detail}.',
  working: '기기의 응답을 기다리는 중…',
  saveTitle: '연령 키 저장',
  saveHelp:
    '다음부터는 이 서비스를 쓰는 모든 사이트에서 한 번의 탭으로 연령을 증명할 수 있어요. 패스키에는 연령 증명만 담기고, 이름은 절대 담기지 않아요.',
  saveButton: '연령 키 저장',
  saved: '연령 키를 저장했어요. 다음에는 ‘연령 키’를 선택하세요.',
  updateTitle: '연령 키 업데이트',
  updateHelp: '이 새 연령 증명을 연령 키에 넣으면 다음에 여기서도 쓸 수 있어요.',
  updateButton: '내 연령 키 업데이트',
  updated: '연령 키를 업데이트했어요. 이제 {n}세 이상을 증명해요.',
  savedTest: '테스트 키예요. 테스트 모드에서만 작동해요.',
  openWindow: '창을 열어 연령 키 저장',
  windowHelp: '브라우저에서 이 사이트 안에 패스키를 저장할 수 없어요. 대신 작은 창을 사용하세요.',
  forget: '내 연령 키 삭제',
  forgotten: '서비스에서 연령 키를 삭제했어요. 기기에서 패스키를 삭제할 수도 있어요.',
};
