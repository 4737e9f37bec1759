export const faceActions = {};
