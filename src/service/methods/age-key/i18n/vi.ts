/** Vietnamese text of the age-key method (glossary: src/service/i18n/glossary/vi.md). */

/** Its name and description in the method picker. */
export const vi = {
  'method.age-key': 'Khóa độ tuổi',
  'describe.age-key': 'Dùng khóa truy cập đã chứng minh độ tuổi của bạn',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const viCeremony = {
  use: 'Dùng khóa độ tuổi của bạn',
  useHelp:
    'Thiết bị sẽ yêu cầu bạn mở khóa truy cập chứa bằng chứng độ tuổi của bạn. Không có thông tin nào khác được chia sẻ.',
  noKey:
    'Chưa có khóa độ tuổi? Trước tiên hãy chọn phương thức khác; sau đó bạn có thể lưu khóa độ tuổi cho lần sau.',
  upgrade:
    'Khóa độ tuổi của bạn chứng minh bạn từ {n} tuổi trở lên, chưa đủ ở đây. Hãy xác minh bằng phương thức khác, rồi cập nhật khóa độ tuổi.',
  upgradeMethod:
    'Bằng chứng trong khóa độ tuổi của bạn không được chấp nhận ở đây. Hãy xác minh bằng phương thức khác, rồi cập nhật khóa độ tuổi.',
  upgradeTest:
    'Khóa độ tuổi của bạn được tạo ở chế độ thử nghiệm và không dùng được cho lượt kiểm tra thật. Hãy xác minh bằng phương thức khác, rồi cập nhật khóa độ tuổi.',
  declined: 'Chưa có khóa độ tuổi nào được dùng. Hãy thử lại, hoặc chọn phương thức khác.',
  'refused.counter':
    'Khóa độ tuổi này có vẻ được sao chép từ thiết bị khác nên đã bị từ chối. Hãy chọn phương thức khác.',
  'refused.user-verification':
    'Thiết bị chưa xác nhận đó là bạn (mã PIN hoặc sinh trắc học). Hãy bật xác minh và thử lại.',
  'refused.revoked': 'Khóa độ tuổi này đã bị thu hồi. Hãy chọn phương thức khác.',
  'refused.unknown-key': 'Khóa độ tuổi này không được nhận ra ở đây (có thể nó đã bị xóa).',
  refused: 'Không thể kiểm tra khóa độ tuổi. Hãy thử lại hoặc chọn phương thức khác.',
  error: 'Không thành công: {detail}.',
  working: 'Đang chờ thiết bị của bạn…',
  saveTitle: 'Lưu khóa độ tuổi',
  saveHelp:
    'Lần sau, chỉ cần một chạm để chứng minh độ tuổi trên mọi trang web dùng dịch vụ này. Khóa truy cập chỉ chứa bằng chứng độ tuổi, không bao giờ chứa tên bạn.',
  saveButton: 'Lưu khóa độ tuổi',
  saved: 'Đã lưu khóa độ tuổi. Lần sau hãy chọn “Khóa độ tuổi”.',
  updateTitle: 'Cập nhật khóa độ tuổi',
  updateHelp: 'Đưa bằng chứng độ tuổi mới này vào khóa độ tuổi, để lần sau dùng được ở đây.',
  updateButton: 'Cập nhật khóa độ tuổi',
  updated: 'Đã cập nhật khóa độ tuổi: giờ nó chứng minh bạn từ {n} tuổi trở lên.',
  savedTest: 'Đây là khóa thử nghiệm: chỉ dùng được ở chế độ thử nghiệm.',
  openWindow: 'Mở cửa sổ để lưu khóa độ tuổi',
  windowHelp:
    'Trình duyệt không cho phép lưu khóa truy cập bên trong trang web này. Hãy dùng một cửa sổ nhỏ thay thế.',
  forget: 'Xóa khóa độ tuổi của tôi',
  forgotten:
    'Khóa độ tuổi của bạn đã bị xóa khỏi dịch vụ. Bạn cũng có thể xóa khóa truy cập khỏi thiết bị.',
};
