/** Korean text of the bank-app method (glossary: src/service/i18n/glossary/ko.md). */
export const ko = {
  'method.bank-app': '은행 앱',
  'describe.bank-app': '은행 앱에서 연령 확인',
  bankHelp:
    '은행이 보유한 정보로 연령을 확인해요. 휴대폰에서는 은행 앱이 열리고, 그다음 브라우저에서 이 서비스로 돌아와요.',
  bankContinue: '{name}에서 계속하기',
  bankNone: '이 확인에 사용할 수 있는 은행이 없어요.',
  bankNotHere:
    '이 앱 안에서는 은행을 열 수 없어요. 브라우저에서 이 페이지를 열거나 다른 방법을 선택하세요.',
  bankTitle: '은행 확인',
  bankLinkUsed: '이미 사용했거나 만료된 링크예요. 사이트로 돌아가 처음부터 다시 시작하세요.',
  bankGone: '이 은행은 더 이상 사용할 수 없어요. 돌아가서 다른 방법을 선택하세요.',
  bankDeclined:
    '은행에서 거절했으므로 아무것도 공유되지 않았어요. 돌아가서 다른 방법을 선택하세요.',
  bankRefused: '은행에서 이 로그인을 확인하지 않았어요. 돌아가서 다시 시도하세요.',
  bankInvalid: '은행의 응답을 검증하지 못했어요. 돌아가서 다시 시도하세요.',
  bankUnreachable: '은행에 연결할 수 없어요. 돌아가서 잠시 후 다시 시도하세요.',
  bankNoAge: '은행에서 연령 정보를 공유하지 않았어요. 돌아가서 다른 방법을 선택하세요.',
  bankBack: '연령 확인으로 돌아가기',
  bankWaitTab: '새 탭에서 은행 절차를 마무리하세요. 이 페이지는 자동으로 업데이트돼요.',
  'bankOutcome.declined': '은행에서 거절했으므로 아무것도 공유되지 않았어요.',
  'bankOutcome.refused': '은행에서 로그인을 확인하지 않았어요.',
  'bankOutcome.failed': '은행의 응답을 사용할 수 없었어요.',
  'bankOutcome.no-age': '은행에서 연령 정보를 공유하지 않았어요.',
  bankTryAgain: '다시 시도하거나 다른 방법을 선택하세요.',
  bankTabResult: '이 탭을 닫아도 돼요. 결과는 원래 탭에 표시돼요.',
  bankTabBack: '이 탭을 닫아도 돼요. 원래 탭에서 계속하세요.',
};
