/** Korean text of the id-document method (glossary: src/service/i18n/glossary/ko.md). */
export const ko = {
  'method.id-document': '신분증',
  'describe.id-document': '여권, ID 카드 또는 운전면허증 촬영',
  'id.intro':
    '기계 판독 정보가 있는 면을 촬영하세요. 미국이나 캐나다 운전면허증은 뒷면의 바코드, 여권이나 ID 카드는 <<<가 있는 두세 줄의 문자예요.',
  'id.camera': '카메라 사용',
  'id.upload': '사진 업로드',
  'id.take': '촬영',
  'id.cancel': '취소',
  'id.guide': '바코드나 <<< 줄을 틀 안에 맞추고, 빛 반사를 피해 움직이지 마세요.',
  'id.reading': '신분증을 읽는 중…',
  'id.cameraDenied': '여기서는 카메라를 사용할 수 없어요. 대신 사진을 업로드하세요.',
  'id.heic': '이 사진은 HEIC 형식이라 읽을 수 없어요. 이 페이지에서 촬영하거나 JPEG로 저장하세요.',
  'id.tooLarge': '사진이 너무 커요. 다시 촬영하거나 더 작은 사진(10MB 미만)을 업로드하세요.',
  'id.retake': '신분증을 읽지 못했어요. {hint} 다시 시도하세요.',
  'id.hint.blur': '사진이 흐려요. 움직이지 말고 카메라 초점이 맞을 때까지 기다리세요.',
  'id.hint.glare': '신분증에 빛이 반사돼요. 조금 기울여 보세요.',
  'id.hint.too-small': '사진 속 신분증이 너무 작아요. 더 가까이 오세요.',
  'id.hint.too-dark': '사진이 너무 어두워요. 더 밝은 곳으로 이동하세요.',
  'id.hint.not-found': '바코드나 <<< 줄을 찾지 못했어요. 올바른 면을 촬영하세요.',
  'id.hint.not-an-id': '운전면허증이나 ID 카드의 바코드가 아니에요.',
  'id.hint.check-digits': '<<< 줄의 검증에 실패했어요. 선명하게, 잘리지 않도록 촬영하세요.',
  'id.expired': '유효기간이 지난 신분증이에요. 유효한 신분증을 사용하세요.',
  'id.specimenRefused':
    '서비스 체험용으로 만든 견본 신분증이라 누구의 연령도 증명하지 않아요. 본인의 신분증을 사용하세요.',
  'id.phone': '여기에 카메라가 없나요? 휴대폰으로 이 코드를 스캔해 휴대폰에서 계속하세요.',
  'id.privacy': '사진은 저희 서버에서 읽은 즉시 삭제되며, 절대 저장되지 않아요.',
  'id.specimens':
    '견본 신분증(테스트 모드): 다운로드해서 위에 업로드하거나, 화면에 띄워 휴대폰으로 촬영하세요.',
  'id.show': '보기',
  'id.specimen.adult-licence': '성인 운전면허증',
  'id.specimen.minor-licence': '미성년자 운전면허증',
  'id.specimen.adult-licence-front': '성인 운전면허증, 앞면(사진 있음)',
  'id.specimen.minor-licence-front': '미성년자 운전면허증, 앞면(사진 있음)',
  'id.specimen.adult-passport': '성인 여권',
  'id.front.intro':
    '뒷면을 읽었어요. 이제 사진이 있는 앞면이에요. 사진, 생년월일, 신분증 번호가 보이는 면 전체를 촬영하세요.',
  'id.front.guide': '앞면 전체를 틀 안에 맞추고, 빛 반사를 피해 움직이지 마세요.',
  'id.front.reading': '앞면을 읽는 중…',
  'id.front.notRead':
    '앞면의 인쇄된 글자를 읽지 못했어요. 앞면 전체를 선명하게, 빛 반사 없이 촬영하세요.',
  'id.front.noPortrait':
    '이 면에서 사진을 찾지 못했어요. 카드의 앞면, 즉 사진이 있는 면을 촬영하세요.',
  'id.front.mismatch':
    '앞면이 뒷면과 다른 신분증이에요(생년월일이나 신분증 번호가 달라요). 한 신분증의 양면을 촬영하세요.',
  'id.front.expired': '시간이 너무 지났어요. 뒷면을 다시 촬영하세요.',
  'id.front.restart': '뒷면부터 다시 시작',
  'id.hint.number-not-read':
    '앞면의 신분증 번호를 읽지 못했어요. 선명하게, 잘리지 않도록 촬영하세요.',
  'id.selfie.intro':
    '신분증을 읽었어요. 이제 실시간 셀카를 찍어요. 얼굴을 신분증 사진과 비교하며, 아무것도 저장하지 않아요.',
  'id.selfie.mismatch': '셀카가 신분증 사진과 일치하지 않았어요.',
  'id.selfie.again': '신분증을 다시 촬영한 다음 셀카를 찍으세요.',
  'id.noPortrait':
    '이 서비스는 신분증 사진과 셀카를 비교하는데, 사진을 찾지 못했어요. 소유자의 사진과 바코드 또는 <<< 줄이 모두 있는 페이지나 면을 촬영하세요.',
};
