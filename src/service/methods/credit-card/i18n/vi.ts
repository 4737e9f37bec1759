/** Vietnamese text of the credit-card method (glossary: src/service/i18n/glossary/vi.md). */
export const vi = {
  'method.credit-card': 'Thẻ tín dụng',
  'describe.credit-card': 'Thẻ đứng tên bạn cho thấy bạn trên 18 tuổi',
  cardStart: 'Kiểm tra thẻ tín dụng',
  cardHelp:
    'Tổ chức phát hành thẻ xác nhận thẻ bằng một lần kiểm tra {amount}: bạn không bị trừ tiền. Chỉ chấp nhận thẻ tín dụng: thẻ ghi nợ và thẻ trả trước có thể thuộc về người dưới 18 tuổi.',
  cardNumber: 'Số thẻ',
  cardExpiry: 'Ngày hết hạn (MM/YY)',
  cardCvc: 'Mã bảo mật (CVC)',
  cardCheck: 'Kiểm tra thẻ',
  cardTestTitle:
    'Thẻ thử nghiệm (chế độ thử nghiệm): ngày hết hạn bất kỳ trong tương lai, CVC bất kỳ. Thẻ không chứng minh được độ tuổi sẽ không tính lượt thử.',
  cardTestNumber: 'Số thẻ',
  cardTestResult: 'Kết quả kiểm tra',
  cardTestUse: 'Dùng {number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'Thẻ thử nghiệm: không tính lượt thử.',
  'card.funding.credit': 'thẻ tín dụng',
  'card.funding.debit': 'thẻ ghi nợ',
  'card.funding.prepaid': 'thẻ trả trước',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'xác nhận từ 18 tuổi trở lên',
  'card.test.not-a-credit-card': 'không xác định: không phải thẻ tín dụng',
  'card.test.country-not-adult-only':
    'không xác định: thẻ tín dụng ở quốc gia này có thể được cấp cho người dưới 18 tuổi',
  'card.test.declined': 'bị tổ chức phát hành từ chối',
  'card.test.insufficient-funds': 'bị từ chối: không đủ số dư',
  'card.test.error': 'lỗi bộ xử lý: không tính gì cả',
  'card.reason.adult-credit-card': 'Thẻ tín dụng của bạn đã được xác nhận.',
  'card.reason.not-a-credit-card':
    'Đây là thẻ ghi nợ hoặc thẻ trả trước. Những thẻ này có thể thuộc về người dưới 18 tuổi, nên không xác nhận được độ tuổi của bạn: hãy thử thẻ tín dụng.',
  'card.reason.country-not-adult-only':
    'Thẻ tín dụng ở quốc gia của thẻ này có thể được cấp cho người dưới 18 tuổi, nên thẻ không xác nhận được độ tuổi của bạn.',
  'card.reason.declined': 'Tổ chức phát hành thẻ đã từ chối lượt kiểm tra. Hãy thử thẻ khác.',
  'card.decline.insufficient-funds':
    'Tổ chức phát hành thẻ đã từ chối lượt kiểm tra do không đủ số dư, dù bạn không bị trừ tiền. Hãy thử thẻ khác.',
  'card.decline.not-supported': 'Không thể dùng thẻ này cho lượt kiểm tra này. Hãy thử thẻ khác.',
  'card.error.number': 'Số thẻ chưa đầy đủ hoặc không hợp lệ. Hãy kiểm tra và thử lại.',
  'card.error.expiry': 'Ngày hết hạn không hợp lệ. Hãy nhập theo dạng MM/YY.',
  'card.error.expired': 'Thẻ này đã hết hạn. Hãy dùng thẻ còn hiệu lực.',
  'card.error.cvc':
    'Mã bảo mật không hợp lệ: đó là 3 chữ số ở mặt sau thẻ (4 chữ số ở mặt trước với American Express).',
  'card.error.test-card-only':
    'Chế độ thử nghiệm chỉ chấp nhận các số thẻ thử nghiệm liệt kê bên dưới.',
  'card.error.processing':
    'Hiện chưa thể kiểm tra thẻ. Không có gì bị tính: hãy thử lại sau giây lát.',
  'card.error.unavailable':
    'Dịch vụ kiểm tra thẻ hiện không phản hồi. Không có gì bị tính: hãy thử lại sau giây lát, hoặc chọn phương thức khác.',
  'card.error.authentication':
    'Ngân hàng của bạn chưa xác nhận lượt kiểm tra. Hãy thử lại, hoặc dùng thẻ khác.',
  'card.error.incomplete': 'Lượt kiểm tra thẻ chưa hoàn tất. Hãy nhập lại thẻ.',
  'card.error.check-expired': 'Lượt kiểm tra thẻ này đã hết hạn. Hãy bắt đầu lại.',
  'card.error.not-configured': 'Không hỗ trợ kiểm tra thẻ tại đây. Hãy chọn phương thức khác.',
  'card.error.network': 'Không thể kết nối tới dịch vụ. Hãy kiểm tra kết nối và thử lại.',
  'card.error.generic': 'Không thể kiểm tra thẻ. Hãy thử lại, hoặc chọn phương thức khác.',
  cardStripeUnavailable: 'Không thể tải biểu mẫu thẻ. Hãy chọn phương thức khác.',
};
