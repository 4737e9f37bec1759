/** Vietnamese text of the facial-age-estimation method (glossary: src/service/i18n/glossary/vi.md). */
export const vi = {
  'method.facial-age-estimation': 'Ước tính tuổi qua khuôn mặt',
  'describe.facial-age-estimation': 'Camera ước tính tuổi của bạn; không lưu hình ảnh nào',
  'face.intro':
    'Camera chụp vài ảnh trong khi bạn quay đầu. Ảnh được kiểm tra trên máy chủ của chúng tôi và xóa ngay; không ảnh nào được lưu.',
  'face.useCamera': 'Dùng camera của tôi',
  'face.useCameraTest': 'Dùng camera của tôi (ước tính thật)',
  'face.opening': 'Đang mở camera…',
  'face.preview': 'Xem trước camera: đặt khuôn mặt vào trong khung bầu dục',
  'face.ready': 'Đặt khuôn mặt vào trong khung bầu dục, rồi nhấn Bắt đầu.',
  'face.start': 'Bắt đầu',
  'face.cancel': 'Tắt camera',
  'face.hint.too-dark': 'Quá tối: hãy quay mặt về phía cửa sổ hoặc bật đèn.',
  'face.hint.hold-still': 'Hãy giữ yên một lát.',
  'face.hint.no-face': 'Chúng tôi không thấy khuôn mặt: hãy đặt khuôn mặt vào trong khung bầu dục.',
  'face.hint.too-far': 'Hãy lại gần hơn một chút để khuôn mặt lấp đầy khung bầu dục.',
  'face.hint.several-faces': 'Chỉ được có một người trong ảnh.',
  'face.prompt.look': 'Nhìn thẳng vào camera.',
  'face.prompt.left': 'Từ từ quay đầu sang bên trái của bạn.',
  'face.prompt.right': 'Giờ từ từ quay đầu sang bên phải của bạn.',
  'face.prompt.still': 'Nhìn vào camera và giữ yên.',
  'face.finding': 'Đang tìm khuôn mặt của bạn…',
  'face.sending': 'Đang kiểm tra…',
  'face.liveness.no-turn':
    'Chúng tôi không thấy bạn quay đầu như yêu cầu. Hãy thử lại và làm theo hướng dẫn.',
  'face.liveness.frames-repeated':
    'Những ảnh này không giống ảnh từ camera trực tiếp. Hãy dùng camera của chính bạn, không dùng ảnh chụp hay video.',
  'face.liveness.spoof-scores':
    'Những ảnh này không giống ảnh từ camera trực tiếp. Hãy dùng camera của chính bạn, không dùng ảnh chụp hay video.',
  'face.livenessOff':
    'Chế độ thử nghiệm: kiểm tra người thật đang tắt cho sản phẩm này, nên một tấm ảnh cũng sẽ qua. Các lượt xác minh thật luôn kiểm tra người thật.',
  'face.error.denied':
    'Quyền truy cập camera bị từ chối. Hãy cho phép camera trong cài đặt trình duyệt rồi thử lại, hoặc chọn cách khác.',
  'face.error.no-camera': 'Không tìm thấy camera trên thiết bị này.',
  'face.error.busy': 'Camera đang được ứng dụng khác sử dụng. Hãy đóng ứng dụng đó và thử lại.',
  'face.error.unsupported': 'Trình duyệt này không thể dùng camera tại đây.',
  'face.error.other': 'Không thể khởi động camera.',
  'face.tryAgain': 'Thử lại',
  'face.other': 'Chọn cách khác',
  'face.handoff': 'Hoặc tiếp tục trên điện thoại: quét mã này bằng camera của điện thoại.',
  'face.qrAlt': 'Mã QR để tiếp tục trên điện thoại',
};
