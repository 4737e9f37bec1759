/** Vietnamese text of the bank-app method (glossary: src/service/i18n/glossary/vi.md). */
export const vi = {
  'method.bank-app': 'Ứng dụng ngân hàng',
  'describe.bank-app': 'Xác nhận độ tuổi trong ứng dụng ngân hàng',
  bankHelp:
    'Ngân hàng xác nhận độ tuổi của bạn dựa trên hồ sơ của họ. Trên điện thoại, ứng dụng ngân hàng sẽ mở ra; sau đó bạn quay lại dịch vụ này trên trình duyệt.',
  bankContinue: 'Tiếp tục với {name}',
  bankNone: 'Không có ngân hàng nào khả dụng cho lượt xác minh này.',
  bankNotHere:
    'Không thể mở ngân hàng của bạn từ trong ứng dụng này. Hãy mở trang này bằng trình duyệt, hoặc chọn phương thức khác.',
  bankTitle: 'Xác nhận từ ngân hàng',
  bankLinkUsed: 'Liên kết này đã được dùng hoặc đã hết hạn. Hãy quay lại trang web và bắt đầu lại.',
  bankGone: 'Ngân hàng này không còn khả dụng. Hãy quay lại và chọn phương thức khác.',
  bankDeclined:
    'Bạn đã từ chối tại ngân hàng, nên không có gì được chia sẻ. Hãy quay lại để chọn phương thức khác.',
  bankRefused: 'Ngân hàng chưa xác nhận lần đăng nhập này. Hãy quay lại và thử lại.',
  bankInvalid: 'Không thể xác minh phản hồi từ ngân hàng. Hãy quay lại và thử lại.',
  bankUnreachable: 'Không thể kết nối tới ngân hàng. Hãy quay lại và thử lại sau giây lát.',
  bankNoAge: 'Ngân hàng không chia sẻ độ tuổi của bạn. Hãy quay lại để chọn phương thức khác.',
  bankBack: 'Quay lại bước xác minh',
  bankWaitTab: 'Hãy hoàn tất tại ngân hàng trong thẻ mới. Trang này sẽ tự cập nhật.',
  'bankOutcome.declined': 'Bạn đã từ chối tại ngân hàng, nên không có gì được chia sẻ.',
  'bankOutcome.refused': 'Ngân hàng chưa xác nhận lần đăng nhập.',
  'bankOutcome.failed': 'Không thể dùng phản hồi từ ngân hàng.',
  'bankOutcome.no-age': 'Ngân hàng không chia sẻ độ tuổi của bạn.',
  bankTryAgain: 'Hãy thử lại, hoặc chọn phương thức khác.',
  bankTabResult: 'Bạn có thể đóng thẻ này. Kết quả hiển thị ở thẻ bạn đã mở trước đó.',
  bankTabBack: 'Bạn có thể đóng thẻ này. Hãy tiếp tục ở thẻ bạn đã mở trước đó.',
};
