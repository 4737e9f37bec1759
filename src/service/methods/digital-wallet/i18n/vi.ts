/** Vietnamese text of the digital-wallet method (glossary: src/service/i18n/glossary/vi.md). */
export const vi = {
  'method.digital-wallet': 'Ví kỹ thuật số',
  'describe.digital-wallet': 'Chỉ chia sẻ bằng chứng độ tuổi từ ứng dụng ví',
  walletIntro:
    'Ví của bạn chỉ chia sẻ một điều: bạn đã đủ độ tuổi yêu cầu. Không có tên, không có ngày sinh.',
  walletThisDevice: 'Dùng ví trên thiết bị này',
  walletOtherDevice: 'Dùng ví trên điện thoại',
  walletScan: 'Quét mã này bằng ứng dụng ví, hoặc mở mã trên điện thoại này:',
  walletQrAlt: 'Mã QR cho ứng dụng ví của bạn',
  walletScanInstead: 'Trình duyệt không hiện cửa sổ nào? Hãy quét mã bằng điện thoại thay thế:',
  walletOpenApp: 'Mở ứng dụng ví',
  walletAvScan: 'Bạn dùng ứng dụng xác minh tuổi của EU? Hãy quét mã này bằng ứng dụng đó:',
  walletAvQrAlt: 'Mã QR cho ứng dụng xác minh độ tuổi của EU',
  walletOpenAvApp: 'Mở ứng dụng xác minh tuổi',
  walletWaiting: 'Đang chờ ví của bạn…',
  walletTestWallet: 'Mở ví thử nghiệm (chế độ thử nghiệm)',
  walletNoWallet:
    'Không có ví nào trên thiết bị này chứa thông tin xác thực có độ tuổi của bạn. Hãy thử trên điện thoại.',
  walletDeclined: 'Bạn đã từ chối trong ví. Không có gì được chia sẻ.',
  walletNotShared:
    'Ví của bạn không thể phản hồi yêu cầu này, nên không có gì được chia sẻ. Hãy thử lại, hoặc chọn phương thức khác.',
  walletThisDeviceWaiting:
    'Đang chờ ví trên thiết bị này. Hãy chọn một ví trong cửa sổ mà trình duyệt hiển thị.',
  walletCancel: 'Hủy',
  walletCancelled: 'Đã hủy. Không có gì được chia sẻ.',
  walletTimeout:
    'Không có ví nào trên thiết bị này phản hồi. Hãy dùng ví trên điện thoại thay thế: quét mã bên dưới.',
  walletUnsupported:
    'Trình duyệt này không thể gửi yêu cầu trực tiếp tới ví. Hãy dùng ví trên điện thoại với mã bên dưới.',
  walletRefused:
    'Không thể chấp nhận phản hồi của ví ({reason}). Hãy thử lại hoặc chọn phương thức khác.',
  walletExpired: 'Yêu cầu này đã hết hạn. Hãy bắt đầu lại.',
};
