/** Korean text of the credit-card method (glossary: src/service/i18n/glossary/ko.md). */
export const ko = {
  'method.credit-card': '신용카드',
  'describe.credit-card': '본인 명의 카드로 18세 이상임을 확인',
  cardStart: '신용카드 확인',
  cardHelp:
    '카드사가 {amount} 승인 조회로 카드를 확인하며, 실제 청구는 없어요. 신용카드만 인정돼요(체크카드와 선불카드는 18세 미만도 가질 수 있어요).',
  cardNumber: '카드 번호',
  cardExpiry: '유효기간(MM/YY)',
  cardCvc: '보안 코드(CVC)',
  cardCheck: '카드 확인',
  cardTestTitle:
    '테스트 카드(테스트 모드): 유효기간은 미래 날짜, CVC는 아무 숫자나 입력하세요. 연령을 증명할 수 없는 카드는 시도 횟수가 차감되지 않아요.',
  cardTestNumber: '카드 번호',
  cardTestResult: '조회 결과',
  cardTestUse: '{number} 사용',
  cardAmount: '{amount}({code})',
  cardNotCounted: '테스트 카드라서 시도 횟수가 차감되지 않았어요.',
  'card.funding.credit': '신용카드',
  'card.funding.debit': '체크카드',
  'card.funding.prepaid': '선불카드',
  'card.test.card': '{brand} {funding}({country})',
  'card.test.pass': '18세 이상 확인',
  'card.test.not-a-credit-card': '판정 불가: 신용카드 아님',
  'card.test.country-not-adult-only': '판정 불가: 이 국가의 신용카드는 18세 미만에게도 발급됨',
  'card.test.declined': '카드사 거절',
  'card.test.insufficient-funds': '거절: 한도 부족',
  'card.test.error': '처리 오류: 횟수에 포함 안 됨',
  'card.reason.adult-credit-card': '신용카드가 확인되었어요.',
  'card.reason.not-a-credit-card':
    '체크카드 또는 선불카드예요. 이런 카드는 18세 미만도 가질 수 있어 연령 확인이 되지 않아요. 신용카드로 시도하세요.',
  'card.reason.country-not-adult-only':
    '이 카드의 발급 국가에서는 신용카드가 18세 미만에게도 발급될 수 있어 연령 확인이 되지 않아요.',
  'card.reason.declined': '카드사에서 조회를 거절했어요. 다른 카드로 시도하세요.',
  'card.decline.insufficient-funds':
    '실제 청구는 없지만 카드사에서 한도 부족으로 조회를 거절했어요. 다른 카드로 시도하세요.',
  'card.decline.not-supported': '이 카드는 이 확인에 사용할 수 없어요. 다른 카드로 시도하세요.',
  'card.error.number': '카드 번호가 불완전하거나 올바르지 않아요. 확인 후 다시 시도하세요.',
  'card.error.expiry': '유효기간이 올바르지 않아요. MM/YY 형식으로 입력하세요.',
  'card.error.expired': '유효기간이 지난 카드예요. 유효한 카드를 사용하세요.',
  'card.error.cvc':
    '보안 코드가 올바르지 않아요. 카드 뒷면의 숫자 3자리예요(American Express는 앞면의 4자리).',
  'card.error.test-card-only': '테스트 모드에서는 아래에 있는 테스트 카드 번호만 사용할 수 있어요.',
  'card.error.processing':
    '지금은 카드를 확인할 수 없어요. 횟수에 포함되지 않았으니 잠시 후 다시 시도하세요.',
  'card.error.unavailable':
    '카드 조회가 지금 응답하지 않아요. 횟수에 포함되지 않았으니 잠시 후 다시 시도하거나 다른 방법을 선택하세요.',
  'card.error.authentication':
    '은행에서 조회를 승인하지 않았어요. 다시 시도하거나 다른 카드를 사용하세요.',
  'card.error.incomplete': '카드 조회가 끝나지 않았어요. 카드 정보를 다시 입력하세요.',
  'card.error.check-expired': '이 카드 조회는 만료되었어요. 처음부터 다시 시작하세요.',
  'card.error.not-configured': '여기서는 카드 확인을 사용할 수 없어요. 다른 방법을 선택하세요.',
  'card.error.network': '서비스에 연결할 수 없어요. 인터넷 연결을 확인하고 다시 시도하세요.',
  'card.error.generic': '카드를 확인하지 못했어요. 다시 시도하거나 다른 방법을 선택하세요.',
  cardStripeUnavailable: '카드 입력 양식을 불러오지 못했어요. 다른 방법을 선택하세요.',
};
