import type { en } from './en';

/** Vietnamese widget text (glossary: src/service/i18n/glossary/vi.md). */
export const vi: typeof en = {
  title: 'Xác minh độ tuổi',
  testModeBar: 'CHẾ ĐỘ THỬ NGHIỆM — kết quả chỉ dùng để thử nghiệm',
  stepOf: 'Bước {n}/3 — {label}',
  stepLabelChoose: 'Chọn phương thức',
  stepLabelVerify: 'Chứng minh độ tuổi',
  stepChoose: 'Chọn cách chứng minh độ tuổi của bạn',
  stepResult: 'Kết quả',
  language: 'Ngôn ngữ',
  intro: '{site} yêu cầu bạn xác nhận độ tuổi.',
  nextChoose:
    'Tiếp theo: bạn chứng minh độ tuổi bằng phương thức bạn chọn. {site} chỉ biết kết quả.',
  nextVerify: 'Tiếp theo: bạn xem kết quả, và {site} sẽ được thông báo.',
  checking: 'Đang kiểm tra những gì trình duyệt này hỗ trợ…',
  attemptsLeft: '{n, plural, =0 {Đã hết lượt thử} other {Còn # lượt thử}}',
  noMethodsLive:
    'Dịch vụ này chưa có phương thức xác minh nào, nên không thể kiểm tra độ tuổi của bạn tại đây. Vui lòng quay lại {site} và báo cho họ biết.',
  noMethodsDevice:
    'Không phương thức nào hiện có hoạt động trên trình duyệt hoặc ứng dụng này. Hãy mở liên kết này bằng trình duyệt web thông thường của bạn, hoặc tiếp tục trên điện thoại.',
  back: 'Chọn phương thức khác',
  simTitle: 'Mô phỏng kết quả',
  simHelp: 'Chọn kết quả mà bước kiểm tra bằng {method} sẽ trả về.',
  'outcome.adult': 'Người lớn (30)',
  'outcome.teen': 'Thiếu niên (16)',
  'outcome.child': 'Trẻ em (10)',
  'outcome.inconclusive': 'Không xác định (không có dấu hiệu về tuổi)',
  'outcome.fraudulent': 'Gian lận (phát hiện giả mạo)',
  'outcome.custom': 'Tuổi tùy chọn',
  customAge: 'Tuổi (năm)',
  customAgeInvalid: 'Nhập số năm là số nguyên từ 0 đến 120.',
  walletKind: 'Ví',
  'wallet.eudi-wallet': 'Ví danh tính số EU',
  'wallet.apple-wallet': 'Apple Wallet (giấy tờ tùy thân)',
  'wallet.google-wallet': 'Google Wallet (giấy tờ tùy thân)',
  submit: 'Gửi kết quả mô phỏng',
  working: 'Đang kiểm tra…',
  inconclusive:
    'Không thể xác định độ tuổi của bạn bằng {method}. Hãy thử lại ({n, plural, other {còn # lượt thử}}), hoặc chọn phương thức khác.',
  methodExhausted: 'Bạn đã dùng hết lượt thử với {method}. Hãy chọn phương thức khác.',
  errorNetwork: 'Không thể kết nối tới dịch vụ xác minh. Hãy kiểm tra kết nối và thử lại.',
  errorGeneric: 'Không thành công: {detail}. Hãy thử lại hoặc chọn phương thức khác.',
  loadFailed: 'Không thể tải bước này. Hãy kiểm tra kết nối và tải lại trang.',
  pass: 'Độ tuổi của bạn đã được xác nhận',
  passDetail: '{site} đã được thông báo rằng bạn đáp ứng yêu cầu về độ tuổi.',
  fail: 'Không thể xác nhận độ tuổi của bạn',
  'failure.age-criteria-not-met': 'Bạn chưa đáp ứng yêu cầu về độ tuổi của {site}.',
  'failure.max-attempts-exceeded': 'Đã dùng hết lượt thử mà không có kết quả.',
  'failure.fraudulent-activity-detected':
    'Quá trình kiểm tra đã dừng vì phát hiện điều bất thường.',
  done: 'Xong',
  redirecting: 'Đang đưa bạn quay lại {site}…',
  redirectingAfterOffer:
    'Bạn sẽ được đưa quay lại {site} sau vài giây, trừ khi bạn lưu khóa độ tuổi trước.',
  continueLink: 'Tiếp tục tới {site}',
  closeWindow: 'Bây giờ bạn có thể đóng cửa sổ này.',
  handoffDone: 'Xong. Bạn có thể tiếp tục trên máy tính.',
  phoneToggle: 'Tiếp tục trên điện thoại',
  phoneHelp: 'Quét mã này bằng camera điện thoại và hoàn tất ở đó. Trang này sẽ tự cập nhật.',
  qrAlt: 'Mã QR mở bước xác minh độ tuổi này trên điện thoại của bạn',
  phoneLink: 'Hoặc mở liên kết này trên điện thoại của bạn:',
  expiredTitle: 'Liên kết này đã hết hạn',
  expiredBody:
    'Liên kết xác minh độ tuổi có hiệu lực trong 14 ngày. Hãy quay lại trang web ban đầu và bắt đầu xác minh độ tuổi lại.',
  finishedTitle: 'Lượt xác minh độ tuổi này đã kết thúc',
  finishedBody:
    'Lượt xác minh này đã có kết quả, nên liên kết này không còn mở được nữa. Hãy quay lại trang web ban đầu; nếu trang vẫn hỏi độ tuổi của bạn, hãy bắt đầu xác minh độ tuổi lại tại đó.',
  invalidTitle: 'Liên kết này không hoạt động',
  invalidBody:
    'Liên kết không đầy đủ hoặc đã bị thay đổi. Hãy quay lại trang web ban đầu và bắt đầu xác minh độ tuổi lại.',
  frameNotAllowed:
    'Bước xác minh độ tuổi này đang hiển thị trong một trang web chưa được đăng ký cho nó. Hãy mở bước xác minh độ tuổi trực tiếp từ trang của cửa hàng.',
};
