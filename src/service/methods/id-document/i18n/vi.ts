/** Vietnamese text of the id-document method (glossary: src/service/i18n/glossary/vi.md). */
export const vi = {
  'method.id-document': 'Giấy tờ tùy thân',
  'describe.id-document': 'Chụp hộ chiếu, thẻ căn cước hoặc giấy phép lái xe',
  'id.intro':
    'Chụp mặt có dữ liệu máy đọc được: mã vạch ở mặt sau giấy phép lái xe của Mỹ hoặc Canada, hoặc hai hay ba dòng chữ có <<< trên hộ chiếu hoặc thẻ căn cước.',
  'id.camera': 'Dùng camera',
  'id.upload': 'Tải ảnh lên',
  'id.take': 'Chụp ảnh',
  'id.cancel': 'Hủy',
  'id.guide': 'Đặt mã vạch hoặc các dòng <<< vào trong khung, giữ yên, tránh lóa sáng.',
  'id.reading': 'Đang đọc giấy tờ…',
  'id.cameraDenied': 'Camera không khả dụng tại đây. Hãy tải ảnh lên thay thế.',
  'id.heic':
    'Ảnh này ở định dạng HEIC, không đọc được. Hãy chụp ảnh ngay trên trang này, hoặc lưu ảnh dưới dạng JPEG.',
  'id.tooLarge': 'Ảnh này quá lớn. Hãy chụp lại hoặc tải lên ảnh nhỏ hơn (dưới 10 MB).',
  'id.retake': 'Chúng tôi không đọc được giấy tờ. {hint} Hãy thử lại.',
  'id.hint.blur': 'Ảnh bị mờ: hãy giữ yên và để camera lấy nét.',
  'id.hint.glare': 'Giấy tờ bị lóa sáng: hãy nghiêng nhẹ.',
  'id.hint.too-small': 'Giấy tờ quá nhỏ trong ảnh: hãy lại gần hơn.',
  'id.hint.too-dark': 'Ảnh quá tối: hãy chuyển tới chỗ sáng hơn.',
  'id.hint.not-found': 'Không tìm thấy mã vạch hoặc các dòng <<<: hãy chụp đúng mặt.',
  'id.hint.not-an-id': 'Mã vạch đó không phải của giấy phép lái xe hay thẻ căn cước.',
  'id.hint.check-digits': 'Các dòng <<< không khớp khi kiểm tra: hãy chụp rõ nét và đầy đủ.',
  'id.expired': 'Giấy tờ này đã hết hạn. Hãy dùng giấy tờ còn hiệu lực.',
  'id.specimenRefused':
    'Đây là giấy tờ mẫu, dùng để dùng thử dịch vụ: nó không chứng minh độ tuổi của ai cả. Hãy dùng giấy tờ của chính bạn.',
  'id.phone': 'Ở đây không có camera? Hãy quét mã này bằng điện thoại để tiếp tục trên đó.',
  'id.privacy': 'Ảnh được đọc trên máy chủ của chúng tôi và xóa ngay; ảnh không bao giờ được lưu.',
  'id.specimens':
    'Giấy tờ mẫu (chế độ thử nghiệm): tải một mẫu xuống rồi tải lên ở trên, hoặc hiển thị mẫu và chụp màn hình bằng điện thoại.',
  'id.show': 'Hiển thị',
  'id.specimen.adult-licence': 'Giấy phép lái xe của người lớn',
  'id.specimen.minor-licence': 'Giấy phép lái xe của người chưa thành niên',
  'id.specimen.adult-licence-front': 'Giấy phép lái xe của người lớn, mặt trước (có ảnh)',
  'id.specimen.minor-licence-front':
    'Giấy phép lái xe của người chưa thành niên, mặt trước (có ảnh)',
  'id.specimen.adult-passport': 'Hộ chiếu của người lớn',
  'id.front.intro':
    'Đã đọc mặt sau. Giờ đến mặt trước, có ảnh của bạn: hãy chụp toàn bộ mặt có ảnh, ngày sinh và số giấy tờ của bạn.',
  'id.front.guide': 'Đặt toàn bộ mặt trước vào trong khung, giữ yên, tránh lóa sáng.',
  'id.front.reading': 'Đang đọc mặt trước…',
  'id.front.notRead':
    'Không đọc được chữ in ở mặt trước. Hãy chụp toàn bộ mặt trước, rõ nét và không bị lóa.',
  'id.front.noPortrait':
    'Không tìm thấy ảnh ở mặt này: hãy chụp mặt trước của thẻ, là mặt có ảnh của bạn.',
  'id.front.mismatch':
    'Mặt trước không thuộc cùng giấy tờ với mặt sau: ngày sinh hoặc số giấy tờ khác nhau. Hãy chụp cả hai mặt của cùng một giấy tờ.',
  'id.front.expired': 'Đã quá nhiều thời gian: hãy chụp lại mặt sau.',
  'id.front.restart': 'Bắt đầu lại từ mặt sau',
  'id.hint.number-not-read': 'Không đọc được số giấy tờ ở mặt trước: hãy chụp rõ nét và đầy đủ.',
  'id.selfie.intro':
    'Đã đọc giấy tờ. Giờ đến ảnh selfie trực tiếp: chúng tôi so khuôn mặt của bạn với ảnh trên giấy tờ. Không có gì được lưu.',
  'id.selfie.mismatch': 'Ảnh selfie không khớp với ảnh trên giấy tờ.',
  'id.selfie.again': 'Hãy chụp lại giấy tờ, rồi chụp ảnh selfie.',
  'id.noPortrait':
    'Dịch vụ này so ảnh trên giấy tờ với ảnh selfie, và không tìm thấy ảnh nào: hãy chụp trang hoặc mặt có cả ảnh của chủ giấy tờ lẫn mã vạch hoặc các dòng <<<.',
};
