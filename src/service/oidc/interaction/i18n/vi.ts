import type { InteractionMessages } from './en';

/** Vietnamese text of the OpenID age-key pages (glossary: src/service/i18n/glossary/vi.md). */
export const vi: InteractionMessages = {
  'use.title': 'Chứng minh độ tuổi',
  'use.heading': 'Chứng minh độ tuổi với {site}',
  'use.ask':
    '{site} hỏi liệu bạn có {ages} hay không. Khóa độ tuổi trả lời có hoặc không cho từng câu — không bao giờ tiết lộ ngày sinh, hay bất cứ điều gì cho biết bạn là ai.',
  'use.age': 'từ {age} tuổi trở lên',
  'use.ofAge': 'đủ tuổi trưởng thành',
  'use.go': 'Dùng khóa độ tuổi của bạn',
  'use.decline': 'Quay lại mà không trả lời',
  'create.title': 'Lưu khóa độ tuổi',
  'create.heading': 'Lưu khóa độ tuổi',
  'create.offer':
    '{site} đã xác minh bạn ít nhất {floor} tuổi. Hãy lưu một khóa truy cập trên thiết bị này làm khóa độ tuổi: sau đó các trang web khác có thể kiểm tra độ tuổi của bạn bằng nó trong chốc lát, mà không biết bạn là ai. Ngày sinh của bạn không được lưu.',
  'create.go': 'Lưu khóa độ tuổi',
  'create.decline': 'Để sau',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — khóa độ tuổi',
  'script.waitingUse': 'Đang chờ khóa độ tuổi của bạn…',
  'script.waitingCreate': 'Đang chờ thiết bị của bạn…',
  'script.ended': 'Yêu cầu này đã kết thúc. Hãy quay lại trang web.',
  'script.noKeyUsed': 'Chưa có khóa độ tuổi nào được dùng. Hãy thử lại, hoặc quay lại.',
  'script.noKeySaved': 'Chưa lưu khóa độ tuổi nào. Hãy thử lại, hoặc chọn Để sau.',
  'script.failed': 'Không thành công. Hãy thử lại.',
  'script.wrong': 'Đã xảy ra lỗi. Hãy thử lại.',
  'script.noWebAuthn':
    'Trình duyệt này không thể dùng khóa độ tuổi. Hãy quay lại và thử thiết bị hoặc trình duyệt khác.',
  'script.notAllowed': 'Trang web này không được phép lưu khóa độ tuổi. Hãy quay lại trang web.',
  'refusal.unknown-key':
    'Dịch vụ này không nhận ra khóa độ tuổi đó: có thể nó đã bị xóa. Hãy quay lại và xác minh độ tuổi bằng cách khác.',
  'refusal.revoked':
    'Khóa độ tuổi đó đã bị thu hồi. Hãy quay lại và xác minh độ tuổi bằng cách khác.',
  'refusal.user-verification':
    'Thiết bị chưa xác nhận đó là bạn (mã PIN, vân tay hoặc khuôn mặt). Hãy thử lại.',
  'refusal.challenge': 'Quá thời gian, hoặc đã được dùng rồi. Hãy thử lại.',
  'refusal.already-used':
    'Đã có một khóa độ tuổi được lưu từ lượt xác minh này, hoặc khóa truy cập này đã là khóa độ tuổi. Hãy quay lại trang web.',
  'expired.title': 'Yêu cầu này đã hết hạn',
  'expired.body': 'Hãy quay lại trang web và bắt đầu lại.',
  'used.title': 'Đã được dùng',
  'used.body': 'Đã có một khóa độ tuổi được lưu từ lượt xác minh này. Hãy quay lại trang web.',
};
