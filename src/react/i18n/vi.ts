import type { AgeGateLabels } from '../age-gate-props';

/** Vietnamese text of the <AgeGate> card (glossary: src/service/i18n/glossary/vi.md). */
export const vi: AgeGateLabels = {
  heading: 'Xác minh độ tuổi của bạn',
  intro: 'Bạn phải đủ tuổi theo quy định để xem trang này. Hãy xác minh độ tuổi để tiếp tục.',
  how: 'Khoảng một phút, bằng phương thức bạn chọn: ảnh selfie, giấy tờ tùy thân, ví kỹ thuật số, khóa độ tuổi…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} chỉ nhận kết quả, không bao giờ nhận tên, ảnh hay giấy tờ của bạn. Hình ảnh không được lưu.',
  keptUnnamed:
    'Trang web này chỉ nhận kết quả, không bao giờ nhận tên, ảnh hay giấy tờ của bạn. Hình ảnh không được lưu.',
  ageKey: 'Sau đó hãy lưu khóa độ tuổi trên thiết bị này: lần sau chỉ cần một chạm.',
  start: 'Xác minh độ tuổi',
  checking: 'Đang kiểm tra lượt xác minh độ tuổi của bạn…',
  creating: 'Đang bắt đầu xác minh…',
  confirming: 'Đang xác nhận kết quả…',
  verified: 'Độ tuổi của bạn đã được xác minh.',
  failed: 'Chúng tôi không thể xác minh độ tuổi của bạn.',
  pending: 'Lượt xác minh của bạn chưa hoàn tất.',
  checkAgain: 'Kiểm tra lại',
  error: 'Đã xảy ra lỗi khi xác minh. Vui lòng thử lại.',
  mismatch: 'Lượt xác minh đó được bắt đầu trên trình duyệt khác. Vui lòng bắt đầu lại tại đây.',
  cancelled: 'Đã hủy xác minh.',
  retry: 'Thử lại',
  close: 'Đóng',
  topLevel: 'Gặp sự cố? Tiếp tục trong cửa sổ này',
  unresponsive: 'Không thể hiển thị bước xác minh tại đây. Vui lòng tiếp tục trong cửa sổ này.',
  title: 'Xác minh độ tuổi',
  'failure.age-criteria-not-met': 'Lượt xác minh không cho thấy bạn đáp ứng yêu cầu về độ tuổi.',
  'failure.max-attempts-exceeded':
    'Lượt xác minh đã kết thúc sau quá nhiều lượt thử không thành công.',
  'failure.fraudulent-activity-detected': 'Lượt xác minh không được chấp nhận.',
  'failure.criteria-not-met': 'Lượt xác minh không đáp ứng yêu cầu về độ tuổi của trang này.',
  'failure.revoked': 'Lượt xác minh đã bị thu hồi.',
  unreachable:
    'Không thể kết nối tới dịch vụ xác minh độ tuổi. Vui lòng kiểm tra kết nối mạng và thử lại.',
};
