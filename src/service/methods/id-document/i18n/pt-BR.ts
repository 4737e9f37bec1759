/** Brazilian Portuguese text of the id-document method (glossary: src/service/i18n/glossary/pt-BR.md). */
export const ptBR = {
  'method.id-document': 'Documento de identidade',
  'describe.id-document': 'Fotografe um passaporte, RG ou carteira de motorista',
  'id.intro':
    'Fotografe o lado com os dados de leitura automática: o código de barras no verso de uma carteira de motorista dos EUA ou do Canadá, ou as duas ou três linhas de texto com <<< de um passaporte ou documento de identidade.',
  'id.camera': 'Usar a câmera',
  'id.upload': 'Enviar uma foto',
  'id.take': 'Tirar foto',
  'id.cancel': 'Cancelar',
  'id.guide':
    'Enquadre o código de barras ou as linhas <<< na moldura, fique imóvel e evite reflexos.',
  'id.reading': 'Lendo o documento…',
  'id.cameraDenied': 'A câmera não está disponível aqui. Envie uma foto.',
  'id.heic':
    'Esta foto está no formato HEIC, que não pode ser lido. Tire a foto por esta página ou salve-a como JPEG.',
  'id.tooLarge': 'Esta foto é grande demais. Tire de novo ou envie uma menor (até 10 MB).',
  'id.retake': 'Não conseguimos ler o documento. {hint} Tente de novo.',
  'id.hint.blur': 'A foto está borrada: fique imóvel e deixe a câmera focar.',
  'id.hint.glare': 'A luz está refletindo no documento: incline-o um pouco.',
  'id.hint.too-small': 'O documento está pequeno demais na foto: chegue mais perto.',
  'id.hint.too-dark': 'A foto está escura demais: vá para um lugar mais iluminado.',
  'id.hint.not-found':
    'Nenhum código de barras ou linha <<< foi encontrado: fotografe o lado certo.',
  'id.hint.not-an-id':
    'Esse código de barras não é de uma carteira de motorista nem de um documento de identidade.',
  'id.hint.check-digits': 'As linhas <<< não conferem: fotografe-as nítidas e inteiras.',
  'id.expired': 'Este documento está vencido. Use um documento válido.',
  'id.specimenRefused':
    'Este é um documento de exemplo, feito para testar o serviço: ele não comprova a idade de ninguém. Use seu próprio documento.',
  'id.phone': 'Não tem câmera aqui? Escaneie este código com o celular para continuar por lá.',
  'id.privacy': 'A foto é lida no nosso servidor e excluída na hora; ela nunca é guardada.',
  'id.specimens':
    'Documentos de exemplo (modo de teste): baixe um e envie acima, ou mostre-o na tela e fotografe-a com o celular.',
  'id.show': 'Mostrar',
  'id.specimen.adult-licence': 'Carteira de motorista de um adulto',
  'id.specimen.minor-licence': 'Carteira de motorista de um menor',
  'id.specimen.adult-licence-front': 'Carteira de motorista de um adulto, frente (com foto)',
  'id.specimen.minor-licence-front': 'Carteira de motorista de um menor, frente (com foto)',
  'id.specimen.adult-passport': 'Passaporte de um adulto',
  'id.front.intro':
    'Verso lido. Agora a frente, com sua foto: fotografe o lado inteiro que mostra sua foto, sua data de nascimento e o número do documento.',
  'id.front.guide': 'Enquadre a frente inteira na moldura, fique imóvel e evite reflexos.',
  'id.front.reading': 'Lendo a frente…',
  'id.front.notRead':
    'Não foi possível ler o texto impresso na frente. Fotografe a frente inteira, nítida e sem reflexos.',
  'id.front.noPortrait':
    'Nenhuma foto foi encontrada neste lado: fotografe a frente do documento, o lado com sua foto.',
  'id.front.mismatch':
    'A frente não é do mesmo documento que o verso: a data de nascimento ou o número do documento são diferentes. Fotografe os dois lados de um mesmo documento.',
  'id.front.expired': 'Passou tempo demais: fotografe o verso de novo.',
  'id.front.restart': 'Recomeçar pelo verso',
  'id.hint.number-not-read':
    'Não foi possível ler o número do documento na frente: fotografe-o nítido e inteiro.',
  'id.selfie.intro':
    'Documento lido. Agora uma selfie ao vivo: comparamos seu rosto com a foto do documento. Nada é guardado.',
  'id.selfie.mismatch': 'A selfie não corresponde à foto do documento.',
  'id.selfie.again': 'Fotografe o documento de novo e depois tire a selfie.',
  'id.noPortrait':
    'Este serviço compara a foto do documento com uma selfie, e nenhuma foto foi encontrada: fotografe a página ou o lado que mostra a foto do titular e também o código de barras ou as linhas <<<.',
};
