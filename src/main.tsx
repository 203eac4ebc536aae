import './ui/styles/index.css'
import { boot } from './app/boot'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')
boot(container)
